import { attractionRules } from '@/lib/attractionRules';
import { entry, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

afterEach(() => vi.restoreAllMocks());

describe('attractionRules', () => {
  it('keeps the linked attractions that have rules, each leading to its page', () => {
    const rules = attractionRules.parse([
      entry('experience', { title: 'Bowling', slug: 'bowling' }),
      entry('experience', { title: 'Laser Tag', slug: 'laser-tag', minimumAge: 7 }),
    ]);
    expect(rules).toEqual([{ title: 'Laser Tag', path: '/experiences/laser-tag/', minimumAge: 7 }]);
  });

  it('logs and leaves out a link that did not resolve or an age no guest can be', () => {
    const warnings = spyOnWarnings();
    const rules = attractionRules.parse([
      unresolvedLink('experience-gone'),
      entry('experience', { title: 'VR', slug: 'vr', minimumAge: 0 }, 'experience-vr'),
    ]);
    expect(rules).toEqual([]);
    expect(loggedWith(warnings, 'linked attraction ignored').map((details) => details.id)).toEqual([
      'experience-gone',
      'experience-vr',
    ]);
  });

  it('reads no links as no rules', () => {
    expect(attractionRules.parse(undefined)).toEqual([]);
  });
});
