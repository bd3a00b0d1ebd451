import { NextResponse, type NextRequest } from 'next/server';
import { config as siteConfig } from '@/lib/config';
import { ASSET_CACHE_CONTROL } from '@/lib/http/assetCaching';
import { cmsImageAnswer } from '@/lib/http/cmsImages';

const IMAGE_OPTIMIZER = /^\/_next\/image\/?$/;

const badRequest = (message: string) =>
  new NextResponse(`Bad request: ${message}`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Two kinds of address are answered here, before routing:
 * - an address whose percent-encoding is broken (`/a%ZZ/`) names no page and no asset: 400;
 * - the image optimizer asked for a Contentful picture is sent on to Contentful's Images API when
 *   the picture is the configured space's, and refused otherwise (lib/http/cmsImages.ts). The
 *   space is read from the environment the server runs with.
 * Only these addresses reach this (the matcher), so ordinary pages pay nothing.
 */
export function proxy(request: NextRequest) {
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
  return NextResponse.next();
}

export const config = {
  matcher: ['/(.*%.*)', '/_next/image', '/_next/image/'],
};
