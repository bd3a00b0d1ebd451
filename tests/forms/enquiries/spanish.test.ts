import { formCatalog } from '@/forms/enquiries/catalog';
import { ESCAPE_ROOM_TYPES } from '@/forms/enquiries/escape-room/definition';
import { FORM_NAMESPACES, islandTranslations } from '@/lib/i18n';
import { sayer } from '@/lib/i18n/say';

const groups = [{ state: 'Arizona', centers: [{ id: '102', name: 'Tempe' }] }];
const say = sayer(islandTranslations(FORM_NAMESPACES, 'es'));

describe('every enquiry form on a Spanish page', () => {
  it.each(Object.entries(formCatalog))(
    '%s says its labels, hints, choices and button in Spanish',
    (_, entry) => {
      const fields = entry.fields({ locationGroups: groups }, {});
      const shown = [
        entry.submitLabel,
        ...fields.flatMap((field) => [
          field.label,
          field.hint,
          field.placeholder,
          // Centers, the escape rooms' names and the showcase's sessions (days and times) are
          // names and data, not interface.
          ...(field.options ?? [])
            .filter((option) => option.label !== 'Tempe' && field.name !== 'Showcase Date')
            .filter((option) => !(ESCAPE_ROOM_TYPES as readonly string[]).includes(option.label))
            .map((option) => option.label),
        ]),
      ].filter((text): text is string => text !== undefined);
      expect(shown.filter((text) => say(text) === text)).toEqual([]);
    },
  );
});
