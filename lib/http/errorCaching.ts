import { subscribe } from 'node:diagnostics_channel';
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/*
 * Next sends a page's 404 (a made-up address under a route that calls `notFound()`) with the
 * route's own caching: `s-maxage=3600, stale-while-revalidate=<a year>`, so a CDN would keep each
 * made-up address for an hour and could serve it stale for a year at an address where a page is
 * published later. Only the render knows that it answers 404, and a route cannot set its own
 * Cache-Control, so the server corrects the header as the answer's head is written
 * (docs/decisions/0020-hold-under-abuse.md).
 */

/** How long a shared cache may keep an error answer: a minute, and never serve it stale. */
export const ERROR_CACHE_CONTROL = 's-maxage=60';

const ERROR_MAX_AGE_SECONDS = 60;
const CHANNEL = 'http.server.request.start';
const TRACKING = Symbol.for('spark-alley.error-caching');

/**
 * The Cache-Control an answer with `status` must carry instead of `cacheControl`, or undefined when
 * it may keep its own: an error answer a cache would keep longer than a minute, or serve stale,
 * gets ERROR_CACHE_CONTROL; one that no cache keeps (`no-store`, `private`) stays as it is.
 */
export function errorCacheControl(status: number, cacheControl: string | undefined) {
  if (status < 400 || !cacheControl) return undefined;
  const directives = cacheControl.toLowerCase().split(',');
  const tooLong = directives.some((directive) => {
    const [name = '', value] = directive.trim().split('=');
    if (name === 'stale-while-revalidate' || name === 'stale-if-error') return true;
    return (name === 's-maxage' || name === 'max-age') && Number(value) > ERROR_MAX_AGE_SECONDS;
  });
  return tooLong ? ERROR_CACHE_CONTROL : undefined;
}

/** Corrects the Cache-Control of `response` if it is written with an error status. */
export function limitErrorCaching(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const given = rest.find((argument) => typeof argument === 'object' && argument !== null);
    const ownKey = given && !Array.isArray(given) ? cacheControlKey(given) : undefined;
    const replacement = errorCacheControl(
      statusCode,
      headerText(ownKey ? (given as OutgoingHttpHeaders)[ownKey] : this.getHeader('cache-control')),
    );
    if (replacement && ownKey) (given as OutgoingHttpHeaders)[ownKey] = replacement;
    else if (replacement) this.setHeader('cache-control', replacement);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}

/** Starts correcting every answer, once per process (instrumentation.ts, through serverStart). */
export function trackErrorCaching(): void {
  const state = globalThis as Record<symbol, unknown>;
  if (state[TRACKING]) return;
  state[TRACKING] = true;
  subscribe(CHANNEL, (message) =>
    limitErrorCaching((message as { response: ServerResponse }).response),
  );
}

function cacheControlKey(headers: object): string | undefined {
  return Object.keys(headers).find((key) => key.toLowerCase() === 'cache-control');
}

function headerText(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
