import { NextResponse, type NextRequest } from 'next/server';

/**
 * An address whose percent-encoding is broken (`/a%ZZ/`) names no page and no asset: it is
 * answered 400 here, before routing tries to decode it. Only addresses with a `%` reach this
 * (the matcher), so ordinary pages pay nothing.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new NextResponse('Bad request: the address is not valid percent-encoding.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/(.*%.*)'],
};
