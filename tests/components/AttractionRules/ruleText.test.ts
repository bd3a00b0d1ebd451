import { attractionRuleText } from '@/components/AttractionRules/ruleText';

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
    expect(attractionRuleText(rule, 'en')).toBe(text);
  });

  it('says the limits in Spanish on a Spanish page, the note in the CMS’s words', () => {
    expect(
      attractionRuleText(
        { minimumAge: 7, minimumHeightInches: 42, ruleNote: 'Adultos bienvenidos' },
        'es',
      ),
    ).toBe('Desde los 7 años y con al menos 42 pulgadas de estatura. Adultos bienvenidos.');
  });
});
