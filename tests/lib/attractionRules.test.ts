import { attractionRuleText, attractionRules } from '@/lib/attractionRules';
import { entry, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

afterEach(() => vi.restoreAllMocks());

describe('attractionRuleText', () => {
  it.each([
    [{ minimumAge: 7, minimumHeightInches: 42 }, 'Ages 7 and up, at least 42 inches tall.'],
    [{ minimumAge: 8 }, 'Ages 8 and up.'],
    [
      { minimumHeightInches: 36, ruleNote: 'Drivers are at least 48 inches tall' },
      'At least 36 inches tall. Drivers are at least 48 inches tall.',
    ],
    [{ ruleNote: 'Adults play with a child.' }, 'Adults play with a child.'],
    [{}, undefined],
  ])('says %j as %j', (rule, text) => {
    expect(attractionRuleText(rule)).toBe(text);
  });
});

describe('attractionRules', () => {
  it('keeps the linked attractions that have rules, each leading to its page', () => {
    const rules = attractionRules.parse([
      entry('experience', { title: 'Bowling', slug: 'bowling' }),
      entry('experience', { title: 'Laser Tag', slug: 'laser-tag', minimumAge: 7 }),
    ]);
    expect(rules).toEqual([
      { title: 'Laser Tag', path: '/experiences/laser-tag/', rule: 'Ages 7 and up.' },
    ]);
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
