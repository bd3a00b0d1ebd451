// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { PhotoCards } from '@/blocks/photo-cards/PhotoCards';
import { photoCardsSchema } from '@/blocks/photo-cards/schema';
import { asset, contentItem, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const seasonPass = contentItem(
  {
    title: 'Season Pass',
    tagLine: 'All season',
    excerpt: 'Bowl every day of the season.',
    linkImage: asset({ fileName: 'season-pass.svg', description: 'A golden season pass' }),
    cta: navLink('Buy a Season Pass', '/book/seasonpass/'),
  },
  'photo-season-pass',
);
const hunt = contentItem(
  {
    title: 'The Lost-Pins Hunt',
    linkImage: asset({ fileName: 'promo-lost-pins.svg', description: 'Golden pins on a map' }),
  },
  'photo-hunt',
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Photo cards block', () => {
  it('shows each card led by its picture, with its label, words and button', () => {
    const props = photoCardsSchema.parse({
      heading: 'More Ways to Save',
      intro: 'Bigger groups, longer seasons.',
      cards: [seasonPass, hunt],
    });
    render(<PhotoCards {...props} />);

    const section = screen.getByRole('region', { name: 'More Ways to Save' });
    expect(section).toHaveAttribute('id', 'more-ways-to-save');
    expect(section).toHaveTextContent('Bigger groups, longer seasons.');
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'A golden season pass' })).toBeVisible();
    expect(first).toHaveTextContent('All season');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Season Pass');
    expect(first).toHaveTextContent('Bowl every day of the season.');
    expect(
      within(first!).getByRole('link', { name: 'Buy a Season Pass: Season Pass' }),
    ).toHaveAttribute('href', '/book/seasonpass/');
    // A card may be a picture and a title only.
    expect(within(second!).getByRole('img', { name: 'Golden pins on a map' })).toBeVisible();
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it('skips a card without a picture and refuses a section with none left', () => {
    const warnings = spyOnWarnings();
    const bare = contentItem({ title: 'No picture' }, 'photo-bare');
    const props = photoCardsSchema.parse({ heading: 'Cards', cards: [bare, hunt] });
    expect(props.cards.map((card) => card.title)).toEqual(['The Lost-Pins Hunt']);
    expect(JSON.stringify(warnings.mock.calls)).toContain('photo-bare');
    expect(photoCardsSchema.safeParse({ heading: 'Cards', cards: [bare] }).success).toBe(false);
    expect(photoCardsSchema.safeParse({ cards: [hunt] }).success).toBe(false);
  });
});
