import { flattenFields } from '@/lib/cms/localize';

describe('an entry read in one locale', () => {
  const fields = {
    heading: { 'en-US': 'Choose your party', 'es-US': 'Elige tu fiesta' },
    intro: { 'en-US': 'Three packages.' },
    slots: { 'en-US': 3 },
  };

  it('takes each field in its locale or falls back to the default one', () => {
    expect(flattenFields(fields, 'es-US', 'en-US')).toEqual({
      fields: { heading: 'Elige tu fiesta', intro: 'Three packages.', slots: 3 },
      wordsLocale: 'es-US',
      defaultHeading: 'Choose your party',
    });
  });

  it('gives the default heading only when the shown one differs', () => {
    const untranslated = { heading: { 'en-US': 'Choose your party' } };
    expect(flattenFields(untranslated, 'es-US', 'en-US')).toEqual({
      fields: { heading: 'Choose your party' },
      wordsLocale: 'en-US',
    });
    expect(flattenFields(fields, 'en-US', 'en-US')).toEqual({
      fields: { heading: 'Choose your party', intro: 'Three packages.', slots: 3 },
    });
  });
});
