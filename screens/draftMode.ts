import { cookies, draftMode } from 'next/headers';
import { config } from '@/lib/config';
import { PREVIEW_COOKIE, PREVIEW_SECONDS, previewToken, previewTokenValid } from '@/lib/http/draft';

/**
 * Draft preview for every page, layout and route: honoured only when DRAFT_MODE_SECRET is set
 * and the request carries an unexpired preview cookie signed with it (lib/http/draft.ts). Nothing
 * calls Next's `draftMode()` but this module.
 */

/**
 * Whether this request sees drafts. Cookies are read only once Next's draft mode is on, which
 * already makes the render dynamic, so published pages stay static.
 */
export async function isDraftMode(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const secret = config().draftModeSecret;
  if (!secret) return false;
  return previewTokenValid((await cookies()).get(PREVIEW_COOKIE)?.value, secret);
}

/** Starts a preview (the secret was checked by the caller). */
export async function enableDraftMode(secret: string): Promise<void> {
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, previewToken(secret), {
    httpOnly: true,
    path: '/',
    maxAge: PREVIEW_SECONDS,
    // As Next's own draft cookie: inside the CMS's preview frame in production, plain in development.
    secure: process.env.NODE_ENV !== 'development',
    sameSite: process.env.NODE_ENV !== 'development' ? 'none' : 'lax',
  });
}

export async function disableDraftMode(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
}
