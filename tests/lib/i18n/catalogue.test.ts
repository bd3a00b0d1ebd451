import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, islandTranslations, translator } from '@/lib/i18n';
import { sayer } from '@/lib/i18n/say';

const { en, es } = CATALOGUES;

type Catalogue = Record<string, Record<string, string>>;

/** Every message as 'Namespace.key'. */
const keysOf = (catalogue: Catalogue) =>
  Object.entries(catalogue)
    .flatMap(([namespace, messages]) => Object.keys(messages).map((key) => `${namespace}.${key}`))
    .sort();

/** The ICU arguments a message takes ({company}, {count, plural, …}). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<{
      type: number;
      value?: unknown;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }>) {
      // Literal text is type 0; arguments, plurals, selects and tags (<strong>) are named.
      if (element.type !== 0 && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const SOURCE_FOLDERS = ['app', 'blocks', 'components', 'forms', 'lib', 'screens'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/**
 * The keys the code may ask each namespace's translator for: every quoted word in a file that
 * takes the namespace's translator (a key may be picked from a map, as the access features are),
 * and every `words.key` read in a file importing an island's English file as `words` (or
 * reading a constant chosen from it, as the error page's words by language).
 */
function usedKeys(): Set<string> {
  const used = new Set<string>();
  for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const [, namespace] of text.matchAll(/translator\('(\w+)'/g)) {
      for (const [, key] of text.matchAll(/'(\w+)'/g)) used.add(`${namespace}.${key}`);
    }
    const islandFiles = text.matchAll(/import (\w+) from '@\/messages\/en\/(\w+)\.json'/g);
    for (const [, name, namespace] of islandFiles) {
      // The file's own name for its words: the import, or a constant chosen from it by language.
      const aliases = [...text.matchAll(new RegExp(`const (\\w+) = [^;]*\\b${name}\\b`, 'g'))];
      for (const reader of [name, ...aliases.map(([, alias]) => alias!)]) {
        for (const [, key] of text.matchAll(new RegExp(`\\b${reader}\\.(\\w+)`, 'g'))) {
          used.add(`${namespace}.${key}`);
        }
      }
    }
  }
  return used;
}

describe('the message catalogues (messages/*.json)', () => {
  it('hold the same messages in English and Spanish', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('say every message in both, each a valid ICU message taking the same arguments', () => {
    for (const key of keysOf(en)) {
      const [namespace, name] = key.split('.') as [keyof typeof en, string];
      const english = (en[namespace] as Record<string, string>)[name]!;
      const spanish = (es[namespace] as Record<string, string>)[name]!;
      expect(english.trim(), key).not.toBe('');
      expect(spanish.trim(), key).not.toBe('');
      expect(argumentsOf(spanish, 'es'), key).toEqual(argumentsOf(english, 'en'));
    }
  });

  it('hold no message the code does not use', () => {
    const used = usedKeys();
    expect(keysOf(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it("give an island on a Spanish page its namespaces' Spanish, arguments filled in", () => {
    const say = sayer(islandTranslations(['Forms', 'Platform'], 'es'));
    expect(say(en.Forms.required)).toBe(es.Forms.required);
    expect(say('12 characters remaining')).toBe('Quedan 12 caracteres');
    expect(say('1 character remaining')).toBe('Queda 1 carácter');
    expect(say('Please remove < >: letters, numbers, everyday punctuation and / only')).toBe(
      'Quita < >: solo se admiten letras, números, la puntuación habitual y /',
    );
    // Content (a center's name) has no pair and stays as written.
    expect(say('Tempe Marketplace')).toBe('Tempe Marketplace');
    expect(islandTranslations(['Forms'], 'en')).toEqual([]);
  });

  it('give each English text the islands show one translation, whatever its namespace', () => {
    const islandNamespaces = Object.keys(CATALOGUES.en).filter((namespace) =>
      existsSync(`messages/en/${namespace}.json`),
    ) as Parameters<typeof islandTranslations>[0][number][];
    const translations = new Map<string, Set<string>>();
    for (const [english, spanish] of islandTranslations(islandNamespaces, 'es')) {
      translations.set(english, (translations.get(english) ?? new Set()).add(spanish));
    }
    const ambiguous = [...translations].filter(([, spanish]) => spanish.size > 1);
    expect(
      ambiguous.map(([english, spanish]) => `${english}: ${[...spanish].join(' | ')}`),
    ).toEqual([]);
  });

  it('format a message with its arguments in the language asked for', () => {
    const args = { year: 2026, company: 'Spark Alley' };
    expect(translator('Chrome', 'en')('rightsReserved', args)).toBe(
      '© 2026 Spark Alley. All rights reserved.',
    );
    expect(translator('Chrome', 'es')('rightsReserved', args)).toBe(
      '© 2026 Spark Alley. Todos los derechos reservados.',
    );
  });
});
