// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { InfoCards } from '@/blocks/info-cards/InfoCards';
import { infoCardsSchema } from '@/blocks/info-cards/schema';
import { cardTitles } from '@/tests/support/blocks';
import { asset, contentItem, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const teamBuilding = contentItem(
  {
    title: 'Team building',
    excerpt: 'Bowling tournaments and laser tag battles.',
    linkImage: asset({ fileName: 'group-events.svg', description: 'Friends bowling together' }),
    cta: navLink('Learn more', '/virtual-team-building/'),
  },
  'item-team',
);
const escapeRooms = contentItem(
  { title: 'Escape rooms', cta: navLink('Learn more', '/escape-room/') },
  'item-escape',
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Info cards block', () => {
  it('shows its heading and intro, and each card with its text, picture and button', () => {
    const props = infoCardsSchema.parse({
      heading: 'Everything your group needs',
      intro: 'One enquiry sets it all up.',
      cards: [teamBuilding, escapeRooms],
    });
    render(<InfoCards {...props} />);

    const section = screen.getByRole('region', { name: 'Everything your group needs' });
    expect(section).toHaveAttribute('id', 'everything-your-group-needs');
    expect(section).toHaveTextContent('One enquiry sets it all up.');
    const cards = within(section).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual(['Team building', 'Escape rooms']);
    expect(cards[0]).toHaveTextContent('Bowling tournaments and laser tag battles.');
    expect(within(cards[0]!).getByRole('img', { name: 'Friends bowling together' })).toBeVisible();
    // Both buttons say "Learn more": the hidden suffix tells them apart for screen readers.
    expect(screen.getByRole('link', { name: 'Learn more: Team building' })).toHaveAttribute(
      'href',
      '/virtual-team-building/',
    );
    expect(screen.getByRole('link', { name: 'Learn more: Escape rooms' })).toHaveAttribute(
      'href',
      '/escape-room/',
    );
  });

  it('leaves out a card without a call to action and says why in the log', () => {
    const warnings = spyOnWarnings();
    const deadEnd = contentItem({ title: 'Dead end' }, 'item-dead-end');
    const props = infoCardsSchema.parse({
      heading: 'Everything your group needs',
      cards: [teamBuilding, deadEnd],
    });
    render(<InfoCards {...props} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Dead end')).not.toBeInTheDocument();
    expect(JSON.stringify(warnings.mock.calls)).toContain('item-dead-end');
  });

  it('refuses an entry without a heading or without any usable card', () => {
    spyOnWarnings();
    expect(infoCardsSchema.safeParse({ cards: [teamBuilding] }).success).toBe(false);
    expect(
      infoCardsSchema.safeParse({ heading: 'Plan', cards: [contentItem({ title: 'Dead end' })] })
        .success,
    ).toBe(false);
  });
});
