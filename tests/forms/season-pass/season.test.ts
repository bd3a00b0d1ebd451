import {
  WINTER_VARIANT,
  isSeasonPassVariant,
  seasonForRoute,
  seasonPassPath,
} from '@/forms/season-pass/season';

describe('the season of a route', () => {
  it('is WINTER when the route name contains winter, else SUMMER', () => {
    for (const name of ['winter', 'winter-2026', 'my-winterpass']) {
      expect(seasonForRoute(name), name).toBe('WINTER');
    }
    for (const name of ['seasonpass', 'summer', 'wintr']) {
      expect(seasonForRoute(name), name).toBe('SUMMER');
    }
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
