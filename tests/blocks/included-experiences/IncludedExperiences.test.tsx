// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { includedExperiencesBlock } from '@/blocks/included-experiences';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { cardTitles, refuses, renderBlock } from '@/tests/support/blocks';
import { asset, contentItem, entry, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

const lanes = contentItem(
  {
    title: 'Reserved Lanes',
    excerpt: 'Your own lanes for the whole party.',
    linkImage: asset({
      fileName: 'bowling.svg',
      description: 'A bowling ball rolling toward pins',
    }),
  },
  'included-lanes',
);
const host = contentItem(
  {
    title: 'Dedicated Event Host',
    excerpt: 'One host keeps the day running.',
    linkImage: asset({ fileName: 'group-events.svg', description: 'Friends with trophies' }),
  },
  'included-host',
);
const food = contentItem({ title: 'Custom Food & Drink' }, 'included-food');

const fields = {
  heading: 'Every Event Includes',
  intro: 'Lanes, games and the people who make it easy.',
  experiences: [lanes, host, food],
};

const renderSection = (sectionFields: unknown) =>
  renderBlock(includedExperiencesBlock, sectionFields);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Included experiences block', () => {
  it('shows the heading, the intro and one card per experience with its icon, title and text', () => {
    renderSection(fields);

    const section = screen.getByRole('region', { name: 'Every Event Includes' });
    expect(section).toHaveAttribute('id', 'every-event-includes');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Every Event Includes',
    );
    expect(section).toHaveTextContent('Lanes, games and the people who make it easy.');

    const cards = within(section).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual([
      'Reserved Lanes',
      'Dedicated Event Host',
      'Custom Food & Drink',
    ]);
    expect(cards[0]).toHaveTextContent('Your own lanes for the whole party.');
    // The icon's alt text is the asset's description.
    expect(within(cards[0]!).getByRole('img')).toHaveAccessibleName(
      'A bowling ball rolling toward pins',
    );
    expect(within(cards[1]!).getByRole('img')).toHaveAttribute(
      'src',
      '/cms-assets/group-events.svg',
    );
    // An experience without a picture still gets its card, with no broken image.
    expect(within(cards[2]!).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders without an intro', () => {
    const { container } = renderSection({ ...fields, intro: '  ', experiences: [lanes] });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(container.querySelectorAll('p')).toHaveLength(1); // only the card's excerpt
  });

  it('leaves out an experience it cannot use and logs its id', () => {
    const warn = spyOnWarnings();
    renderSection({
      ...fields,
      experiences: [
        lanes,
        contentItem({ title: '' }, 'included-untitled'),
        entry('navigationLink', { label: 'Oops', url: '/' }, 'included-wrong-type'),
        unresolvedLink('included-unpublished'),
        host,
      ],
    });

    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Reserved Lanes',
      'Dedicated Event Host',
    ]);
    expect(loggedWith(warn, 'list item skipped').map((item) => item.id)).toEqual([
      'included-untitled',
      'included-wrong-type',
      'included-unpublished',
    ]);
  });

  it('refuses an entry without a heading, without a usable experience or with more than eight', () => {
    spyOnWarnings();
    const refused = (sectionFields: unknown) => refuses(includedExperiencesBlock, sectionFields);

    expect(refused({ ...fields, heading: undefined })).toBe(true);
    expect(refused({ ...fields, heading: '   ' })).toBe(true);
    expect(refused({ ...fields, experiences: [] })).toBe(true);
    expect(refused({ ...fields, experiences: [contentItem({ excerpt: 'No title' })] })).toBe(true);
    expect(
      refused({
        ...fields,
        experiences: Array.from({ length: 9 }, (_, i) => contentItem({ title: `Item ${i}` })),
      }),
    ).toBe(true);
    expect(
      refused({
        ...fields,
        experiences: Array.from({ length: 8 }, (_, i) => contentItem({ title: `Item ${i}` })),
      }),
    ).toBe(false);
  });

  it('has the embedded entry the event pages link, with six experiences and their icons', async () => {
    const source = createContentSource(localEntries());
    const example = (await source.entries('includedExperiences')).find(
      (candidate) => candidate.sys.id === 'included-experiences-events',
    );
    expect(example).toBeDefined();

    const warn = spyOnWarnings();
    renderSection(example!.fields);

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(within(card).getByRole('img')).toHaveAccessibleName(/\w/);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
