// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { existsSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { blockFor } from '@/blocks/registry';
import { SAFETY_ICONS, safetyIconSrc } from '@/blocks/safety-blocks/icons';
import { SafetyBlocks } from '@/blocks/safety-blocks/SafetyBlocks';
import { safetyBlocksSchema } from '@/blocks/safety-blocks/schema';
import { cardTitles } from '@/tests/support/blocks';
import { asset, entry, navLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import campaignsExport from '@/content/campaigns.json';

const allergenGuide = asset({
  fileName: 'allergen-guide.pdf',
  contentType: 'application/pdf',
  description: 'Allergen guide',
  size: null,
});
(allergenGuide.fields.file as { details?: unknown }).details = { size: 5891 };

const measure = (fields: Record<string, unknown>, id?: string) =>
  entry('safetyMeasure', fields, id);

const laserTag = measure(
  {
    title: 'Supervised laser tag',
    text: 'A marshal briefs every game and stays in the arena.',
    icon: 'laserTag',
    link: navLink('Laser tag at Spark Alley', '/experiences/laser-tag/'),
  },
  'measure-laser-tag',
);
const allergens = measure(
  {
    title: 'Allergen information',
    text: 'Our kitchens handle the nine major allergens.',
    icon: 'allergens',
    document: allergenGuide,
  },
  'measure-allergens',
);
const lostChild = measure(
  { title: 'Lost child procedure', text: 'Tell any team member.', icon: 'lostChild' },
  'measure-lost-child',
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Safety blocks', () => {
  it('lets editors pick exactly the icons the block can draw', () => {
    const type = campaignsExport.contentTypes.find((c) => c.sys.id === 'safetyMeasure');
    const iconField = type?.fields.find((candidate) => candidate.id === 'icon');
    expect(iconField?.validations.flatMap((rule) => ('in' in rule ? rule.in : []))).toEqual([
      ...SAFETY_ICONS,
    ]);
  });

  it('has a drawing for every icon an editor can pick', () => {
    const missing = SAFETY_ICONS.filter((icon) => !existsSync(`public${safetyIconSrc(icon)}`));
    expect(missing).toEqual([]);
  });

  it('shows each measure as a card with its icon, text and what to read next', () => {
    const props = safetyBlocksSchema.parse({
      heading: 'What We Do to Keep You Safe',
      intro: 'How our centers look after every guest.',
      measures: [laserTag, allergens, lostChild],
    });
    const { container } = render(<SafetyBlocks {...props} context={PUBLISHED_ENGLISH} />);

    const section = screen.getByRole('region', { name: 'What We Do to Keep You Safe' });
    expect(section).toHaveTextContent('How our centers look after every guest.');
    const cards = within(section).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual([
      'Supervised laser tag',
      'Allergen information',
      'Lost child procedure',
    ]);
    // One decorative icon per card, with no text of its own: the title says what it is.
    const icons = [...container.querySelectorAll('li > img')];
    expect(icons.map((icon) => [icon.getAttribute('alt'), icon.getAttribute('src')])).toEqual([
      ['', '/art/safety/laserTag.svg'],
      ['', '/art/safety/allergens.svg'],
      ['', '/art/safety/lostChild.svg'],
    ]);

    expect(
      within(cards[0]!).getByRole('link', {
        name: 'Laser tag at Spark Alley: Supervised laser tag',
      }),
    ).toHaveAttribute('href', '/experiences/laser-tag/');
    const guide = within(cards[1]!).getByRole('link', {
      name: 'Download the guide: Allergen information (PDF, 6 KB)',
    });
    expect(guide).toHaveAttribute('href', '/cms-assets/allergen-guide.pdf');
    expect(guide).toHaveAttribute('type', 'application/pdf');
    expect(within(cards[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the rules of the attractions a measure links, from their own entries', () => {
    const warnings = spyOnWarnings();
    const ageRules = measure({
      title: 'Age rules',
      text: 'Children under 12 need an adult from their group.',
      icon: 'ageRules',
      attractions: [
        entry('experience', {
          title: 'Laser Tag',
          slug: 'laser-tag',
          minimumAge: 7,
          minimumHeightInches: 42,
        }),
        entry('experience', {
          title: 'Escape Rooms',
          slug: 'escape-rooms',
          minimumAge: 10,
          ruleNote: 'Players under 14 play with an adult in the room.',
        }),
        entry('navigationLink', { label: 'Not an attraction', url: '/' }, 'link-odd'),
      ],
    });
    const props = safetyBlocksSchema.parse({ heading: 'Safety', measures: [ageRules] });
    render(<SafetyBlocks {...props} context={PUBLISHED_ENGLISH} />);
    const rules = screen.getByRole('list', { name: 'Age rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Laser Tag: Ages 7 and up, at least 42 inches tall.',
      'Escape Rooms: Ages 10 and up. Players under 14 play with an adult in the room.',
    ]);
    expect(within(rules).getByRole('link', { name: 'Escape Rooms' })).toHaveAttribute(
      'href',
      '/experiences/escape-rooms/',
    );
    expect(loggedWith(warnings, 'linked attraction ignored')).toEqual([
      expect.objectContaining({ id: 'link-odd' }),
    ]);
  });

  it('leaves out a measure with an unknown icon or no text, and says why in the log', () => {
    const warnings = spyOnWarnings();
    const props = safetyBlocksSchema.parse({
      heading: 'Safety',
      measures: [
        laserTag,
        measure({ title: 'Mystery', text: 'Something.', icon: 'rocket' }, 'measure-rocket'),
        measure({ title: 'Quiet', icon: 'team' }, 'measure-quiet'),
      ],
    });
    render(<SafetyBlocks {...props} context={PUBLISHED_ENGLISH} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.stringify(warnings.mock.calls)).toContain('measure-rocket');
    expect(JSON.stringify(warnings.mock.calls)).toContain('measure-quiet');
  });

  it('refuses an entry without a heading or without any usable measure', () => {
    spyOnWarnings();
    expect(safetyBlocksSchema.safeParse({ measures: [laserTag] }).success).toBe(false);
    expect(safetyBlocksSchema.safeParse({ heading: 'Safety', measures: [] }).success).toBe(false);
    expect(
      blockFor('safetyBlocks')?.render(
        { heading: 'Safety', measures: [laserTag] },
        's',
        PUBLISHED_ENGLISH,
      ).ok,
    ).toBe(true);
  });
});
