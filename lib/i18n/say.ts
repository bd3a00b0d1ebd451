/*
 * What the browser's islands need to speak the page's language without a catalogue or an i18n
 * runtime: their English texts come from the catalogue's files (messages/en/*.json) as today,
 * and on a Spanish page the server hands the island its namespaces as pairs of English and
 * Spanish messages. An island shows every text through `say`, which finds the text's pair (a
 * message with arguments, `{max}`, is matched as a pattern) and fills in the Spanish.
 * docs/decisions/0038-islands-speak-the-page-language.md
 */

/** [English message, the page language's message], both with the same `{argument}`s. */
export type Translations = readonly (readonly [string, string])[];

/** A text in the page's language; no text (a field without an error) stays none. */
export interface Say {
  (text: string): string;
  (text: string | undefined): string | undefined;
}

const ARGUMENT = /\{(\w+)\}/g;

/** A message with its `{argument}`s replaced by the values given; unknown arguments stay. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(ARGUMENT, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  matcher: RegExp;
  names: string[];
  message: string;
  /** Longer literal text first, so 'character' does not take what 'characters' should. */
  literalLength: number;
}

function patternOf(english: string, message: string): Pattern {
  const names: string[] = [];
  const literals = english.split(ARGUMENT).filter((_, index) => index % 2 === 0);
  const source = english.replace(/\{(\w+)\}|[^{]+|\{/g, (part, name?: string) => {
    if (name === undefined) return escapeRegExp(part);
    names.push(name);
    return '(.+?)';
  });
  return {
    matcher: new RegExp(`^${source}$`, 's'),
    names,
    message,
    literalLength: literals.join('').length,
  };
}

/**
 * The island's translator: a text with a pair becomes its other-language message (arguments
 * carried over); any other text (content from the CMS, a center's name) is shown as it is.
 */
export function sayer(translations: Translations): Say {
  if (translations.length === 0) return ((text?: string) => text) as Say;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, message] of translations) {
    // A message with arguments is also found as written, so code can translate it and then
    // fill it in: fill(say(words.foundNear), { … }).
    exact.set(english, message);
    if (/\{\w+\}/.test(english)) patterns.push(patternOf(english, message));
  }
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return ((text?: string) => {
    if (text === undefined) return undefined;
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const { matcher, names, message } of patterns) {
      const match = matcher.exec(text);
      if (match) {
        return fill(
          message,
          Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])),
        );
      }
    }
    return text;
  }) as Say;
}
