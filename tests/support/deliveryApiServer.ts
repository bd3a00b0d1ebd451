import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A stand-in for Contentful's Content Delivery API on 127.0.0.1, serving a folder of space exports.
 * It is written from the API's documentation, independently of lib/cms, so that comparing the
 * Contentful source (through the real SDK) with the local source tests both.
 */

type Json = Record<string, unknown>;
type Fields = Record<string, Record<string, unknown>>;

export interface StoredEntity {
  sys: Json & { id: string; contentType?: { sys: { id: string } }; archivedVersion?: number };
  fields?: Fields;
  metadata?: { tags?: { sys: { id: string } }[] };
}

/**
 * What the server answers instead of the next request: an error status (or a given body), or no
 * answer at all.
 */
export type Fault = { status: number; body?: unknown } | 'hang';

export interface DeliveryApiServer {
  /** `127.0.0.1:<port>`, for the SDK's `host` option (with `insecure: true`). */
  host: string;
  space: string;
  environment: string;
  accessToken: string;
  /** Method and URL of every request received, in order. */
  requests: string[];
  /** Answered, one per request, before any real answer. */
  faults: Fault[];
  /** Publishes an entry as an editor would: a new one, or a new version of one by its id. */
  publish(entry: StoredEntity): void;
  close(): Promise<void>;
}

export async function startDeliveryApiServer(options: {
  dir: string;
  space?: string;
  environment?: string;
  accessToken?: string;
}): Promise<DeliveryApiServer> {
  const space = options.space ?? 'testspace';
  const environment = options.environment ?? 'master';
  const accessToken = options.accessToken ?? 'delivery-token-for-tests';
  const data = loadExports(options.dir);
  const requests: string[] = [];
  const faults: Fault[] = [];

  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const fault = faults.shift();
    if (fault === 'hang') return;
    if (fault?.body !== undefined) return send(response, fault.status, fault.body);
    if (fault) return sendError(response, fault.status, 'ServerError', 'Injected failure');
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return sendError(
        response,
        401,
        'AccessTokenInvalid',
        'The access token you sent could not be found or is invalid.',
      );
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (
      request.method !== 'GET' ||
      url.pathname !== `/spaces/${space}/environments/${environment}/entries`
    ) {
      return sendError(response, 404, 'NotFound', 'The resource could not be found.');
    }
    answerEntries(response, url.searchParams, data, { space, environment });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    space,
    environment,
    accessToken,
    requests,
    faults,
    publish(entry) {
      const index = data.entries.findIndex((stored) => stored.sys.id === entry.sys.id);
      if (index === -1) data.entries.push(entry);
      else data.entries[index] = entry;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

interface SpaceData {
  entries: StoredEntity[];
  assets: StoredEntity[];
  contentTypes: Set<string>;
  locales: string[];
  defaultLocale: string;
  /** Only tags whose visibility is `public` reach the delivery API; private is the default. */
  publicTags: Set<string>;
}

function loadExports(dir: string): SpaceData {
  const data: SpaceData = {
    entries: [],
    assets: [],
    contentTypes: new Set(),
    locales: [],
    defaultLocale: 'en-US',
    publicTags: new Set(),
  };
  const ids = new Set<string>();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
      contentTypes?: { sys: { id: string } }[];
      entries?: StoredEntity[];
      assets?: StoredEntity[];
      locales?: { code: string; default?: boolean }[];
      tags?: { sys: { id: string; visibility?: string } }[];
    };
    file.contentTypes?.forEach((type) => data.contentTypes.add(type.sys.id));
    for (const tag of file.tags ?? []) {
      if (tag.sys.visibility === 'public') data.publicTags.add(tag.sys.id);
    }
    for (const locale of file.locales ?? []) {
      data.locales.push(locale.code);
      if (locale.default) data.defaultLocale = locale.code;
    }
    for (const [kind, list] of [
      ['entry', file.entries],
      ['asset', file.assets],
    ] as const) {
      for (const entity of list ?? []) {
        const key = `${kind}:${entity.sys.id}`;
        if (ids.has(key)) continue;
        ids.add(key);
        if (entity.sys.archivedVersion !== undefined) continue;
        if (kind === 'asset') data.assets.push(entity);
        else if (entity.sys.contentType) {
          data.entries.push(entity);
          data.contentTypes.add(entity.sys.contentType.sys.id);
        }
      }
    }
  }
  return data;
}

function answerEntries(
  response: ServerResponse,
  params: URLSearchParams,
  data: SpaceData,
  where: { space: string; environment: string },
) {
  const contentType = params.get('content_type');
  const locale = params.get('locale') ?? data.defaultLocale;
  const limit = Number(params.get('limit') ?? 100);
  const skip = Number(params.get('skip') ?? 0);
  const include = Number(params.get('include') ?? 1);
  const filters = [...params].filter(([key]) => key.startsWith('fields.'));
  const linksTo = params.has('links_to_entry')
    ? { linkType: 'Entry', id: params.get('links_to_entry') }
    : params.has('links_to_asset')
      ? { linkType: 'Asset', id: params.get('links_to_asset') }
      : undefined;

  if (filters.length > 0 && !contentType) {
    return sendError(response, 400, 'InvalidQuery', INVALID_QUERY, {
      errors: [{ name: 'unknown', path: ['content_type'] }],
    });
  }
  if (contentType && !data.contentTypes.has(contentType)) {
    // Word for word what the real API answers, including the literal DOESNOTEXIST.
    return sendError(response, 400, 'InvalidQuery', INVALID_QUERY, {
      errors: [{ name: 'unknownContentType', value: 'DOESNOTEXIST' }],
    });
  }
  // `*` answers every locale's values, keyed by locale, as Contentful's wildcard locale does.
  const everyLocale = locale === '*';
  if (!everyLocale && data.locales.length > 0 && !data.locales.includes(locale)) {
    return sendError(response, 400, 'BadRequest', `Unknown locale: ${locale}`);
  }
  if (!(limit >= 0 && limit <= 1000) || !(include >= 0 && include <= 10) || !(skip >= 0)) {
    return sendError(response, 400, 'BadRequest', 'limit, skip or include out of range');
  }

  const localize = (entity: StoredEntity): Json => {
    const fields: Json = {};
    for (const [name, values] of Object.entries(entity.fields ?? {})) {
      const value = everyLocale
        ? values
        : values[locale] !== undefined
          ? values[locale]
          : values[data.defaultLocale];
      if (value !== undefined) fields[name] = value;
    }
    const tags = (entity.metadata?.tags ?? [])
      .filter((tag) => data.publicTags.has(tag.sys.id))
      .map((tag) => ({ sys: { type: 'Link', linkType: 'Tag', id: tag.sys.id } }));
    return {
      metadata: { tags, concepts: [] },
      sys: {
        ...entity.sys,
        space: { sys: { type: 'Link', linkType: 'Space', id: where.space } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: where.environment } },
        ...(everyLocale ? {} : { locale }),
      },
      fields,
    };
  };

  const matching = data.entries
    .filter((entry) => !contentType || entry.sys.contentType?.sys.id === contentType)
    .map(localize)
    .filter(
      (entry) =>
        !linksTo ||
        linksIn(entry.fields).some(
          (link) => link.linkType === linksTo.linkType && link.id === linksTo.id,
        ),
    )
    .filter((entry) =>
      filters.every(([key, wanted]) => {
        const field = (entry.fields as Json)[key.slice('fields.'.length)];
        // With every locale, a filter compares the default locale's value.
        const value = everyLocale ? (field as Json | undefined)?.[data.defaultLocale] : field;
        const values = Array.isArray(value) ? value : [value];
        return values.some(
          (item) => item !== undefined && item !== null && String(item) === wanted,
        );
      }),
    );
  const items = matching.slice(skip, skip + limit);
  const includes = collectIncludes(items, include, data, localize);
  send(response, 200, {
    sys: { type: 'Array' },
    total: matching.length,
    skip,
    limit,
    items,
    includes,
  });
}

/** Entries and assets linked from `items`, level by level, up to `depth` links away. */
function collectIncludes(
  items: Json[],
  depth: number,
  data: SpaceData,
  localize: (entity: StoredEntity) => Json,
) {
  const itemIds = new Set(items.map((item) => (item.sys as { id: string }).id));
  const entries = new Map<string, Json>();
  const assets = new Map<string, Json>();
  let level = items;
  for (let n = 0; n < depth && level.length > 0; n++) {
    const next: Json[] = [];
    for (const link of level.flatMap((entity) => linksIn(entity.fields))) {
      if (link.linkType === 'Asset') {
        const asset = data.assets.find((candidate) => candidate.sys.id === link.id);
        if (asset && !assets.has(link.id)) assets.set(link.id, localize(asset));
        continue;
      }
      if (itemIds.has(link.id) || entries.has(link.id)) continue;
      const entry = data.entries.find((candidate) => candidate.sys.id === link.id);
      if (!entry) continue;
      const localized = localize(entry);
      entries.set(link.id, localized);
      next.push(localized);
    }
    level = next;
  }
  const includes: Json = {};
  if (entries.size > 0) includes.Entry = [...entries.values()];
  if (assets.size > 0) includes.Asset = [...assets.values()];
  return includes;
}

function linksIn(value: unknown): { linkType: string; id: string }[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== 'object' || value === null) return [];
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
  if (sys?.type === 'Link' && typeof sys.linkType === 'string' && typeof sys.id === 'string') {
    return [{ linkType: sys.linkType, id: sys.id }];
  }
  return Object.values(value).flatMap(linksIn);
}

const INVALID_QUERY =
  'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.';

function sendError(
  response: ServerResponse,
  status: number,
  id: string,
  message: string,
  details?: Json,
) {
  send(response, status, {
    sys: { type: 'Error', id },
    message,
    details,
    requestId: `test-${status}`,
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
  response.end(JSON.stringify(body));
}
