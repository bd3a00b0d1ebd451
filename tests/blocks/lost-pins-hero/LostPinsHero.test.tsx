// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { LostPinsHero } from '@/blocks/lost-pins-hero/LostPinsHero';
import { lostPinsHeroSchema } from '@/blocks/lost-pins-hero/schema';
import { blockFor } from '@/blocks/registry';
import { asset, navLink } from '@/tests/support/entries';

const fields = {
  eyebrow: 'Scavenger hunt',
  heading: 'The Great Lost-Pins Hunt',
  text: 'Five golden pins are hiding at your center.',
  dates: 'November 28, 2026 to January 3, 2027',
  image: asset({ fileName: 'promo-lost-pins.svg', description: 'Golden pins on a map' }),
  rules: ['Pick up a hunt card at the front desk.', '', 'Hand in your card at the prize counter.'],
  clues: ['I have a claw that never lets go.', 'Ten of us stand in a row.'],
  prize: 'Every finished card wins a $5 game card.',
  cta: navLink('Find Your Center', '/locations/'),
};

describe('Lost-pins hunt hero block', () => {
  it('gives the page its h1', () => {
    expect(blockFor('lostPinsHero')?.carriesPageHeading(fields)).toBe(true);
  });

  it('shows the promotion, then the rules, the numbered clues and the prize', () => {
    render(<LostPinsHero {...lostPinsHeroSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Great Lost-Pins Hunt');
    expect(screen.getByText('November 28, 2026 to January 3, 2027')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Golden pins on a map' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Your Center' })).toHaveAttribute(
      'href',
      '/locations/',
    );

    const rules = screen.getByRole('region', { name: 'How to play' });
    // The empty line an editor left between two rules is not a rule.
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pick up a hunt card at the front desk.',
      'Hand in your card at the prize counter.',
    ]);
    const clues = screen.getByRole('region', { name: 'The clues' });
    expect(clues.querySelector('ol')).not.toBeNull();
    expect(
      within(clues)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1I have a claw that never lets go.', '2Ten of us stand in a row.']);
    expect(screen.getByRole('region', { name: 'The prize' })).toHaveTextContent(
      'Every finished card wins a $5 game card.',
    );
  });

  it('refuses a hunt without rules, clues or a prize', () => {
    const refused = (overrides: Record<string, unknown>) =>
      !lostPinsHeroSchema.safeParse({ ...fields, ...overrides }).success;
    expect(refused({ rules: [] })).toBe(true);
    expect(refused({ clues: ['  '] })).toBe(true);
    expect(refused({ prize: '' })).toBe(true);
    expect(refused({ heading: undefined })).toBe(true);
    expect(refused({ clues: Array.from({ length: 13 }, (_, index) => `Clue ${index}`) })).toBe(
      true,
    );
  });
});
