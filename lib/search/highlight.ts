/**
 * Text with the words a search matched marked: plain pieces a page renders (a marked piece in
 * <mark>), never HTML, so content can hold no markup that reaches the page.
 */
export type Highlighted = { text: string; marked: boolean }[];

/** A word as the index holds it: lowercase, without accents ('Cumpleaños' → 'cumpleanos'). */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A word as the index's tokenizer cuts it (MiniSearch splits on spaces and punctuation). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** `text` in pieces, each word the index knows as one of `words` marked. */
export function highlighted(text: string, words: ReadonlySet<string>): Highlighted {
  const pieces: Highlighted = [];
  let plainFrom = 0;
  for (const match of text.matchAll(WORD)) {
    if (!words.has(normalizeWord(match[0]))) continue;
    if (match.index > plainFrom) {
      pieces.push({ text: text.slice(plainFrom, match.index), marked: false });
    }
    pieces.push({ text: match[0], marked: true });
    plainFrom = match.index + match[0].length;
  }
  if (plainFrom < text.length) pieces.push({ text: text.slice(plainFrom), marked: false });
  return pieces;
}

/** About how long an excerpt is, in characters: two lines of a result. */
export const EXCERPT_LENGTH = 170;

/** How much of the text before the first matched word an excerpt keeps. */
const LEAD = 50;

/**
 * A short excerpt of the first text (in the order given) that holds a matched word, starting a
 * little before that word, or of the first text at all when none does; cut at word boundaries,
 * with an ellipsis where it was cut.
 */
export function excerptOf(texts: readonly string[], words: ReadonlySet<string>): Highlighted {
  const filled = texts.filter((text) => text.trim() !== '');
  for (const text of filled) {
    for (const match of text.matchAll(WORD)) {
      if (words.has(normalizeWord(match[0]))) return highlighted(cut(text, match.index), words);
    }
  }
  return filled[0] ? highlighted(cut(filled[0], 0), words) : [];
}

function cut(text: string, at: number): string {
  // From the start of the word that stands LEAD characters before the match.
  const start = at > LEAD ? text.lastIndexOf(' ', at - LEAD) + 1 : 0;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  const piece = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${piece}${end < text.length ? '…' : ''}`;
}
