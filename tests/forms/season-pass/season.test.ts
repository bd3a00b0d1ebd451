import {
  WINTER_VARIANT,
  isSeasonPassVariant,
  seasonForRoute,
  seasonPassPath,
} from '@/forms/season-pass/season';

describe('the season of a route', () => {
  it('is WINTER when the route name contains winter, else SUMMER', () => {
    expect(seasonForRoute('winter')).toBe('WINTER');
    expect(seasonForRoute('winter-2026')).toBe('WINTER');
    expect(seasonForRoute('my-winterpass')).toBe('WINTER');
    expect(seasonForRoute('seasonpass')).toBe('SUMMER');
    expect(seasonForRoute('summer')).toBe('SUMMER');
    expect(seasonForRoute('wintr')).toBe('SUMMER');
  });

  it('accepts variant names of lowercase letters, digits and hyphens, up to 40', () => {
    expect(isSeasonPassVariant(WINTER_VARIANT)).toBe(true);
    expect(isSeasonPassVariant('winter-2026')).toBe(true);
    expect(isSeasonPassVariant('a'.repeat(40))).toBe(true);
    for (const bad of ['', 'a'.repeat(41), 'Winter', 'winter_pass', 'winter pass', '..', 'é']) {
      expect(isSeasonPassVariant(bad), bad).toBe(false);
    }
  });

  it('has one canonical path per season', () => {
    expect(seasonPassPath('SUMMER')).toBe('/book/seasonpass/');
    expect(seasonPassPath('WINTER')).toBe('/book/seasonpass/winter/');
  });
});
