import type { FormDefinition } from '@/forms/engine/definition';
import { withLanguageNote, withRoomForLanguageNote } from '@/forms/engine/languageNote';

/* A request sent from a Spanish page tells the center the family's language, in its free text. */

const definition: FormDefinition = [
  { name: 'First Name', type: 'text', label: 'First Name' },
  { name: 'Additional Info', type: 'textarea', label: 'Additional Info', required: true },
];

describe('the language note', () => {
  it('ends the free text with the family’s language on a Spanish page', () => {
    const values = { 'First Name': 'Ana', 'Additional Info': 'Una fiesta para 12 niños.' };
    expect(withLanguageNote(values, definition, 'es')).toEqual({
      'First Name': 'Ana',
      'Additional Info': 'Una fiesta para 12 niños.\n\nIdioma: español',
    });
  });

  it('is the whole free text when the guest wrote none, and absent in English', () => {
    expect(withLanguageNote({ 'Additional Info': '' }, definition, 'es')).toEqual({
      'Additional Info': 'Idioma: español',
    });
    const english = { 'Additional Info': 'A party for 12.' };
    expect(withLanguageNote(english, definition, 'en')).toBe(english);
  });

  it('leaves room for itself, so the guest’s words and the note fit what the platform takes', () => {
    const [, freeText] = withRoomForLanguageNote(definition, 'es');
    // 256 characters, less the note and the blank line before it.
    expect(freeText?.maxLength).toBe(256 - 'Idioma: español'.length - 2);
    expect(withRoomForLanguageNote(definition, 'en')).toBe(definition);
  });
});
