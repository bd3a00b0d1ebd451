import { timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the configured one without leaking its length or prefix by timing. */
export function secretMatches(
  presented: string | null | undefined,
  expected: string | undefined,
): boolean {
  if (!presented || !expected) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
