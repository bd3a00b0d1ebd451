import { NextResponse, type NextRequest } from 'next/server';
import { config as siteConfig } from '@/lib/config';
import { ASSET_CACHE_CONTROL } from '@/lib/http/assetCaching';
import { cmsImageAnswer } from '@/lib/http/cmsImages';
import { localeOfPath, pathWithoutLocale } from '@/lib/i18n/locales';
import { redirectFor } from '@/screens/redirects';

const IMAGE_OPTIMIZER = /^\/_next\/image\/?$/;

const badRequest = (message: string) =>
  new NextResponse(`Bad request: ${message}`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A permanent redirect may be kept by browsers: for an hour, so that an editor can still undo it. */
const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** The redirect editors keep for this page address, in either language (screens/redirects.ts). */
async function retiredAddressAnswer(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { pathname, search } = request.nextUrl;
  const moved = await redirectFor(pathWithoutLocale(pathname), localeOfPath(pathname), search);
  if (!moved) return undefined;
  const answer = NextResponse.redirect(
    new URL(moved.location, request.url),
    moved.permanent ? 308 : 307,
  );
  answer.headers.set(
    'cache-control',
    moved.permanent ? PERMANENT_REDIRECT_CACHE_CONTROL : 'no-store',
  );
  return answer;
}

/**
 * Three kinds of address are answered here, before routing:
 * - an address whose percent-encoding is broken (`/a%ZZ/`) names no page and no asset: 400;
 * - a retired address of the redirect table is sent on to where it now leads;
 * - the image optimizer asked for a Contentful picture is sent on to Contentful's Images API when
 *   the picture is the configured space's, and refused otherwise (lib/http/cmsImages.ts). The
 *   space is read from the environment the server runs with.
 * Files, route handlers and Next's own assets never reach this (the matcher).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (IMAGE_OPTIMIZER.test(pathname)) {
    const answer = cmsImageAnswer(searchParams, siteConfig().contentful?.space);
    if (!answer) return NextResponse.next();
    if ('refused' in answer) return badRequest(answer.refused);
    // Cached as the CMS picture it leads to: that address stays when the picture is replaced, so
    // caches keep it a day (lib/http/assetCaching.ts) and a replaced picture shows within a day.
    const redirect = NextResponse.redirect(answer.location, 307);
    redirect.headers.set('cache-control', ASSET_CACHE_CONTROL);
    return redirect;
  }
  try {
    decodeURIComponent(pathname);
  } catch {
    return badRequest('the address is not valid percent-encoding.');
  }
  return (await retiredAddressAnswer(request)) ?? NextResponse.next();
}

export const config = {
  // Page addresses (no dot: not a file), broken encodings anywhere, and the image optimizer.
  matcher: ['/((?!_next/|api/|cms-assets/)[^.]*)', '/(.*%.*)', '/_next/image', '/_next/image/'],
};
