import { createServer, request as send, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CACHE_CONTROL, errorCacheControl, trackErrorCaching } from '@/lib/http/errorCaching';

/** Next's caching of a route revalidated hourly, which it gives that route's 404 as well. */
const ROUTE_CACHING = 's-maxage=3600, stale-while-revalidate=31532400';

/** The Cache-Control a client of this process's HTTP server receives from `answer`. */
async function cacheControlSent(answer: (response: ServerResponse) => void) {
  const server = createServer((_incoming, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const received = await new Promise<string | undefined>((resolve, reject) => {
    send({ host: '127.0.0.1', port }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers['cache-control']));
    })
      .on('error', reject)
      .end();
  });
  await new Promise((resolve) => server.close(resolve));
  return received;
}

describe('errorCacheControl', () => {
  it('gives an error answer kept for an hour and served stale for a year one minute, never stale', () => {
    expect(errorCacheControl(404, ROUTE_CACHING)).toBe('s-maxage=60');
    expect(errorCacheControl(410, 's-maxage=3600')).toBe(ERROR_CACHE_CONTROL);
    expect(errorCacheControl(404, 'public, max-age=86400, stale-while-revalidate=604800')).toBe(
      ERROR_CACHE_CONTROL,
    );
    expect(errorCacheControl(404, 's-maxage=30, stale-if-error=600')).toBe(ERROR_CACHE_CONTROL);
  });

  it('leaves an error answer that no cache keeps, or keeps a minute at most', () => {
    expect(errorCacheControl(404, 'no-store')).toBeUndefined();
    expect(errorCacheControl(404, 'private, no-cache, no-store, max-age=0')).toBeUndefined();
    expect(errorCacheControl(404, 's-maxage=60')).toBeUndefined();
    expect(errorCacheControl(404, undefined)).toBeUndefined();
  });

  it('leaves an error answer only a browser keeps, or none, however long it says', () => {
    expect(errorCacheControl(404, 'private, max-age=3600')).toBeUndefined();
    expect(
      errorCacheControl(404, 'no-store, s-maxage=3600, stale-while-revalidate=60'),
    ).toBeUndefined();
    expect(errorCacheControl(500, 'max-age=3600, PRIVATE')).toBeUndefined();
  });

  it('leaves a page that exists with its own caching', () => {
    expect(errorCacheControl(200, ROUTE_CACHING)).toBeUndefined();
    expect(errorCacheControl(308, 'public, max-age=31536000')).toBeUndefined();
  });
});

describe('trackErrorCaching', () => {
  beforeAll(() => trackErrorCaching());

  it('corrects a 404 written as Next writes a page: headers set first, the head written on end', async () => {
    const sent = await cacheControlSent((response) => {
      response.statusCode = 404;
      response.setHeader('Cache-Control', ROUTE_CACHING);
      response.end('Not found');
    });
    expect(sent).toBe('s-maxage=60');
  });

  it('corrects a Cache-Control given to writeHead itself', async () => {
    const sent = await cacheControlSent((response) => {
      response.setHeader('Cache-Control', 'no-store');
      response.writeHead(404, { 'Cache-Control': ROUTE_CACHING }).end();
    });
    expect(sent).toBe('s-maxage=60');
  });

  it('corrects a Cache-Control given to writeHead as a list of names and values', async () => {
    const sent = await cacheControlSent((response) => {
      response.setHeader('Cache-Control', ROUTE_CACHING);
      response.writeHead(404, ['X-Kept', 'yes', 'Cache-Control', ROUTE_CACHING]).end();
    });
    expect(sent).toBe('s-maxage=60');
  });

  it('corrects a Cache-Control given to writeHead as a list of pairs', async () => {
    const sent = await cacheControlSent((response) => {
      response
        .writeHead(404, 'Not Found', [
          ['X-Kept', 'yes'],
          ['cache-control', ROUTE_CACHING],
        ] as unknown as string[])
        .end();
    });
    expect(sent).toBe('s-maxage=60');
  });

  it('leaves the headers object given to writeHead as the caller wrote it', async () => {
    const headers = { 'Content-Type': 'text/plain', 'Cache-Control': ROUTE_CACHING };
    const sent = await cacheControlSent((response) => response.writeHead(404, headers).end());
    expect(sent).toBe('s-maxage=60');
    expect(headers).toEqual({ 'Content-Type': 'text/plain', 'Cache-Control': ROUTE_CACHING });
  });

  it('sends a page that exists with its caching as it is', async () => {
    const sent = await cacheControlSent((response) => {
      response.setHeader('Cache-Control', ROUTE_CACHING);
      response.end('A page');
    });
    expect(sent).toBe(ROUTE_CACHING);
  });
});
