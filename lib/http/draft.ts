import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The site's own preview cookie. Next's draft cookie (`__prerender_bypass`) is the same for every
 * site of a build and outlives a change of secret, so on its own it proves nothing. This one holds
 * an expiry and an HMAC of it under DRAFT_MODE_SECRET: it expires, and a new secret invalidates
 * it. screens/draftMode.ts reads and writes it; pages ask `isDraftMode()` there.
 */

export const PREVIEW_COOKIE = 'sa_preview';

/** How long one click on the CMS's preview button lasts. */
export const PREVIEW_SECONDS = 4 * 60 * 60;

function signature(secret: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`draft-preview:${expiresAt}`).digest('base64url');
}

/** The cookie's value: when it expires (ms since the epoch) and its signature. */
export function previewToken(secret: string, now = Date.now()): string {
  const expiresAt = now + PREVIEW_SECONDS * 1000;
  return `${expiresAt}.${signature(secret, expiresAt)}`;
}

/** Whether `token` was made under `secret` and has not expired. */
export function previewTokenValid(
  token: string | undefined,
  secret: string | undefined,
  now = Date.now(),
): boolean {
  if (!token || !secret) return false;
  const match = /^(\d{13})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now || expiresAt > now + PREVIEW_SECONDS * 1000) return false;
  const expected = Buffer.from(signature(secret, expiresAt));
  const presented = Buffer.from(match[2]!);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
