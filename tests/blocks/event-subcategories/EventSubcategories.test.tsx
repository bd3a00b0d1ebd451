// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { eventSubcategoriesBlock } from '@/blocks/event-subcategories';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { cardTitles, refuses, renderBlock } from '@/tests/support/blocks';
import { asset, contentItem, entry, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

const corporate = entry(
  'eventType',
  { title: 'Corporate Events', slug: 'corporate-events' },
  'event-type-corporate',
);
const subcategory = (title: string, description: string, more: Record<string, unknown> = {}) =>
  entry('eventSubcategory', { title, description, ...more });

const teamBuilding = subcategory('Team Building', 'Bowling tournaments and laser tag battles.', {
  image: asset({ fileName: 'team.svg', description: 'Coworkers high-fiving on the lanes' }),
});
const holidayParties = subcategory('Holiday Parties', 'Private space and festive menus.');
const clientAppreciation = subcategory('Client Appreciation', '');

const fields = {
  heading: 'Corporate Events for Every Occasion',
  intro: 'Pick the kind of event and we plan the rest.',
  category: corporate,
  subcategories: [teamBuilding, holidayParties, clientAppreciation],
};

const renderSection = (sectionFields: unknown) =>
  renderBlock(eventSubcategoriesBlock, sectionFields);
const refused = (sectionFields: unknown) => refuses(eventSubcategoriesBlock, sectionFields);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Event subcategories block', () => {
  it('shows a card per subcategory and a button to every event of the category', () => {
    renderSection(fields);

    const section = screen.getByRole('region', { name: 'Corporate Events for Every Occasion' });
    expect(section).toHaveTextContent('Pick the kind of event and we plan the rest.');
    const cards = within(section).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual(['Team Building', 'Holiday Parties', 'Client Appreciation']);
    expect(cards[0]).toHaveTextContent('Bowling tournaments and laser tag battles.');
    expect(within(cards[0]!).getByRole('img')).toHaveAccessibleName(
      'Coworkers high-fiving on the lanes',
    );
    expect(within(cards[1]!).queryByRole('img')).not.toBeInTheDocument();
    // An empty description leaves no empty paragraph behind.
    expect(cards[2]!.querySelectorAll('p')).toHaveLength(0);

    // The events list preselects the category from the hash (docs/rules/screens-and-routes.md).
    const viewAll = within(section).getByRole('link', { name: 'View All Corporate Events' });
    expect(viewAll).toHaveAttribute('href', '/events/#corporate-events');
    // The button comes after the cards.
    expect(
      cards[2]!.compareDocumentPosition(viewAll) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links to the category the entry names', () => {
    renderSection({
      ...fields,
      heading: 'School Events',
      category: entry('eventType', { title: 'School Events', slug: 'school-events' }),
    });
    expect(screen.getByRole('link', { name: 'View All School Events' })).toHaveAttribute(
      'href',
      '/events/#school-events',
    );
  });

  it('leaves out a subcategory it cannot use and logs its id', () => {
    const warn = spyOnWarnings();
    renderSection({
      ...fields,
      subcategories: [
        teamBuilding,
        entry('eventSubcategory', { title: ' ' }, 'subcategory-untitled'),
        contentItem({ title: 'Not a subcategory' }, 'item-wrong-type'),
        unresolvedLink('subcategory-draft'),
      ],
    });

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(loggedWith(warn, 'list item skipped').map((item) => item.id)).toEqual([
      'subcategory-untitled',
      'item-wrong-type',
      'subcategory-draft',
    ]);
  });

  it('is refused without a category to link to, or without a usable subcategory', () => {
    spyOnWarnings();
    expect(refused({ ...fields, category: undefined })).toBe(true);
    expect(refused({ ...fields, category: unresolvedLink('event-type-draft') })).toBe(true);
    expect(refused({ ...fields, category: entry('eventType', { title: 'No slug' }) })).toBe(true);
    expect(
      refused({ ...fields, category: entry('eventType', { title: 'Bad', slug: 'Bad Slug' }) }),
    ).toBe(true);
    expect(refused({ ...fields, category: contentItem({ title: 'Corporate' }) })).toBe(true);
    expect(refused({ ...fields, heading: '' })).toBe(true);
    expect(refused({ ...fields, subcategories: [] })).toBe(true);
    expect(refused({ ...fields, subcategories: [unresolvedLink('subcategory-draft')] })).toBe(true);
    const many = Array.from({ length: 9 }, (_, i) =>
      entry('eventSubcategory', { title: `Kind ${i}` }),
    );
    expect(refused({ ...fields, subcategories: many })).toBe(true);
    expect(refused({ ...fields, subcategories: many.slice(0, 8) })).toBe(false);
  });

  it.each([
    ['event-subcategories-corporate', 'View All Corporate Events', '/events/#corporate-events', 3],
    ['event-subcategories-group', 'View All Group Events', '/events/#group-events', 2],
    ['event-subcategories-school', 'View All School Events', '/events/#school-events', 3],
  ])('has the embedded entry %s', async (id, label, href, count) => {
    const source = createContentSource(localEntries());
    const example = (await source.entries('eventSubcategories')).find(
      (candidate) => candidate.sys.id === id,
    );
    expect(example).toBeDefined();

    const warn = spyOnWarnings();
    renderSection(example!.fields);

    expect(screen.getAllByRole('listitem')).toHaveLength(count);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(warn).not.toHaveBeenCalled();
  });
});
