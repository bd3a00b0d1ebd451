import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { onEveryRequest } from './everyRequest';

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

/**
 * The Cache-Control an answer with `status` must carry instead of `cacheControl`, or undefined when
 * it may keep its own: an error answer a cache would keep longer than a minute, or serve stale,
 * gets ERROR_CACHE_CONTROL; one no shared cache keeps (`no-store`, `private`) stays as it is.
 */
export function errorCacheControl(status: number, cacheControl: string | undefined) {
  if (status < 400 || !cacheControl) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('='));
  if (directives.some(([name]) => name === 'private' || name === 'no-store')) return undefined;
  const tooLong = directives.some(([name = '', value]) => {
    if (name === 'stale-while-revalidate' || name === 'stale-if-error') return true;
    return (name === 's-maxage' || name === 'max-age') && Number(value) > ERROR_MAX_AGE_SECONDS;
  });
  return tooLong ? ERROR_CACHE_CONTROL : undefined;
}

/**
 * Corrects the Cache-Control of `response` if it is written with an error status. Headers given to
 * `writeHead` win over those set before, so a Cache-Control among them is replaced in a copy: the
 * caller's headers stay as they were.
 */
export function limitErrorCaching(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const at = rest.findIndex((argument) => typeof argument === 'object' && argument !== null);
    const given = at === -1 ? [] : headerEntries(rest[at] as GivenHeaders);
    const own = given.filter(([name]) => isCacheControl(name)).map(([, value]) => value);
    const replacement = errorCacheControl(
      statusCode,
      headerText(own.length ? own : [this.getHeader('cache-control')]),
    );
    if (replacement && own.length) {
      rest[at] = withCacheControl(rest[at] as GivenHeaders, replacement);
    } else if (replacement) this.setHeader('cache-control', replacement);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}

/** Starts correcting every answer, once per process (instrumentation.ts, through serverStart). */
export function trackErrorCaching(): void {
  onEveryRequest('error-caching', ({ response }) => limitErrorCaching(response));
}

/**
 * The forms `writeHead` takes headers in: an object, a flat list of names and values (Node's typed
 * form), or a list of [name, value] pairs, which Node also sends when no header was set before.
 */
type GivenHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | [string, OutgoingHttpHeader][];
type HeaderEntry = [name: string, value: OutgoingHttpHeader];

function isCacheControl(name: string): boolean {
  return name.toLowerCase() === 'cache-control';
}

function isPairList(headers: GivenHeaders): headers is HeaderEntry[] {
  return Array.isArray(headers) && Array.isArray(headers[0]);
}

function headerEntries(headers: GivenHeaders): HeaderEntry[] {
  if (isPairList(headers)) return headers;
  if (!Array.isArray(headers)) return Object.entries(headers) as HeaderEntry[];
  const entries: HeaderEntry[] = [];
  for (let index = 0; index + 1 < headers.length; index += 2) {
    entries.push([String(headers[index]), headers[index + 1] as OutgoingHttpHeader]);
  }
  return entries;
}

function withCacheControl(headers: GivenHeaders, value: string): GivenHeaders {
  if (!Array.isArray(headers)) {
    const copy = { ...headers };
    for (const name of Object.keys(copy)) if (isCacheControl(name)) delete copy[name];
    return { ...copy, 'cache-control': value };
  }
  const kept = headerEntries(headers).filter(([name]) => !isCacheControl(name));
  const entries: HeaderEntry[] = [...kept, ['cache-control', value]];
  return isPairList(headers) ? entries : entries.flat();
}

function headerText(values: (OutgoingHttpHeader | undefined)[]): string | undefined {
  const parts = values.flatMap((value) => {
    if (value === undefined) return [];
    return Array.isArray(value) ? value : [String(value)];
  });
  return parts.length ? parts.join(', ') : undefined;
}
