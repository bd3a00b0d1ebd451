/**
 * How an opening's Apply reaches the application form: the page's own address with the opening's
 * slug in the query and the form's anchor, e.g. `?opening=party-host-tempe#apply`. The form reads
 * the slug back and accepts only the slug of an opening on show.
 */

export const OPENING_PARAM = 'opening';
export const APPLICATION_ANCHOR = 'apply';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;

export const applyHref = (slug: string) =>
  `?${OPENING_PARAM}=${encodeURIComponent(slug)}#${APPLICATION_ANCHOR}`;

export type OpeningFromQuery<T> =
  { kind: 'none' } | { kind: 'unknown' } | { kind: 'opening'; opening: T };

/**
 * The opening the query names: none when the query names none, unknown when it is not the slug
 * of an opening on show (a stale link, a typo, anything else), else that opening.
 */
export function openingFromQuery<T extends { slug: string }>(
  value: string | null,
  openings: readonly T[],
): OpeningFromQuery<T> {
  const slug = value?.trim() ?? '';
  if (slug === '') return { kind: 'none' };
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return { kind: 'unknown' };
  const opening = openings.find((candidate) => candidate.slug === slug);
  return opening ? { kind: 'opening', opening } : { kind: 'unknown' };
}
