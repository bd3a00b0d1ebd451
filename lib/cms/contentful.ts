import 'server-only';
import { createClient, type ClientLogLevel } from 'contentful';
import { z } from 'zod';
import { DEFAULT_CMS_LOCALE } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { flattenFields, type LocalizedFields } from './localize';
import { MAX_INCLUDE_DEPTH, resolveEntry, type LinkTargets } from './resolve';
import type { Asset, Entry, EntryQuery, EntryReader } from './types';

const DEFAULT_LIMIT = 100;
/** The delivery API's largest page. */
const MAX_LIMIT = 1000;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface ContentfulOptions {
  space: string;
  environment: string;
  accessToken: string;
  /** Use the preview API (drafts); the token must then be a preview token. */
  preview?: boolean;
  /** `host[:port]`; defaults to the delivery or preview API. */
  host?: string;
  /** Plain http, for a local stand-in of the API. */
  insecure?: boolean;
  timeoutMs?: number;
  /** How often a rate-limited, failed or timed-out request is retried (the SDK waits between). */
  retryLimit?: number;
  /** Defaults to the space's default locale. */
  locale?: string;
  /**
   * The space's default locale, where a field without a value in `locale` falls back (en-US when
   * not given). Entries in another locale are fetched in every locale and flattened here, as the
   * embedded content is, so a page knows which of them are still untranslated.
   */
  defaultLocale?: string;
}

const sysWithUpdatedAt = { id: z.string(), updatedAt: z.string().optional() };

const deliveryEntrySchema = z.object({
  sys: z.object({
    ...sysWithUpdatedAt,
    contentType: z.object({ sys: z.object({ id: z.string() }) }),
  }),
  fields: z.record(z.string(), z.unknown()).default({}),
  // The API lists only public tags, as links.
  metadata: z
    .object({ tags: z.array(z.object({ sys: z.object({ id: z.string() }) })).default([]) })
    .optional(),
});

const deliveryAssetSchema = z.object({
  sys: z.object(sysWithUpdatedAt),
  fields: z.record(z.string(), z.unknown()).default({}),
});

/** The part of a delivery API entry collection the site reads. */
const entryCollectionSchema = z.object({
  items: z.array(deliveryEntrySchema),
  includes: z
    .object({
      Entry: z.array(deliveryEntrySchema).default([]),
      Asset: z.array(deliveryAssetSchema).default([]),
    })
    .default({ Entry: [], Asset: [] }),
});

/**
 * Reads entries from the Contentful delivery (or preview) API. Links are not resolved by the SDK
 * but by the same resolver as the local source, from the response's `items` and `includes`, so that
 * both sources return identical trees for identical content.
 */
export function contentfulEntries(options: ContentfulOptions): EntryReader {
  const defaultLocale = options.defaultLocale ?? DEFAULT_CMS_LOCALE;
  const otherLocale = options.locale !== undefined && options.locale !== defaultLocale;
  const sdk = createClient({
    space: options.space,
    environment: options.environment,
    accessToken: options.accessToken,
    host: options.host ?? (options.preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
    insecure: options.insecure ?? false,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retryLimit: options.retryLimit,
    logHandler: logSdkMessage,
  });
  const client = otherLocale ? sdk.withAllLocales.withoutLinkResolution : sdk.withoutLinkResolution;
  const flatten = (entry: z.infer<typeof deliveryEntrySchema>) =>
    otherLocale ? localizedEntry(entry, options.locale!, defaultLocale) : entry;

  return {
    kind: 'contentful',
    async entries(contentType: string, query: EntryQuery = {}) {
      const params: Record<string, string | number> = {
        content_type: contentType,
        limit: query.limit ?? DEFAULT_LIMIT,
        include: MAX_INCLUDE_DEPTH,
      };
      if (options.locale && !otherLocale) params.locale = options.locale;
      for (const [field, value] of Object.entries(query.fields ?? {})) {
        params[`fields.${field}`] = value;
      }

      const collection = await getCollection(params, `"${contentType}" entries`);
      const entries = [...collection.items, ...collection.includes.Entry].map(flatten).map(toEntry);
      const assets = collection.includes.Asset.map((asset) =>
        otherLocale
          ? {
              ...asset,
              fields: flattenFields(asset.fields as LocalizedFields, options.locale!, defaultLocale)
                .fields,
            }
          : asset,
      );
      const targets: LinkTargets = {
        entries: new Map(entries.map((entry) => [entry.sys.id, entry])),
        assets: new Map(assets.map((asset) => [asset.sys.id, toAsset(asset)])),
      };
      return entries.slice(0, collection.items.length).map((entry) => resolveEntry(entry, targets));
    },
    async linking(target) {
      const filter = target.linkType === 'Entry' ? 'links_to_entry' : 'links_to_asset';
      const params = { [filter]: target.id, include: 0, limit: MAX_LIMIT };
      const collection = await getCollection(params, `entries linking to ${target.id}`);
      return collection.items.map(flatten).map(toEntry);
    },
  };

  async function getCollection(params: Record<string, string | number>, what: string) {
    let response: unknown;
    try {
      response = await client.getEntries(params);
    } catch (error) {
      // The SDK's error carries the request, including the token: only the reason goes on, and
      // the render that failed logs it once (instrumentation.ts).
      throw new Error(`Contentful request for ${what} failed: ${describeFailure(error)}`);
    }
    const parsed = entryCollectionSchema.safeParse(response);
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      throw new Error(`Unexpected Contentful response for ${what}: ${reason}`);
    }
    return parsed.data;
  }
}

type DeliveryEntry = z.infer<typeof deliveryEntrySchema> & {
  sys: { wordsLocale?: string; defaultHeading?: string };
};

/** An entry fetched in every locale, as the API would answer for one, with its words' locale. */
function localizedEntry(
  entry: DeliveryEntry,
  locale: string,
  defaultLocale: string,
): DeliveryEntry {
  const { fields, ...language } = flattenFields(
    entry.fields as LocalizedFields,
    locale,
    defaultLocale,
  );
  return { ...entry, sys: { ...entry.sys, ...language }, fields };
}

function toEntry(entry: DeliveryEntry): Entry {
  const { id, updatedAt, contentType, wordsLocale, defaultHeading } = entry.sys;
  const tags = (entry.metadata?.tags ?? []).map((tag) => tag.sys.id);
  return {
    sys: {
      id,
      type: 'Entry',
      contentType: contentType.sys.id,
      ...(updatedAt === undefined ? {} : { updatedAt }),
      ...(wordsLocale === undefined ? {} : { wordsLocale }),
      ...(defaultHeading === undefined ? {} : { defaultHeading }),
    },
    fields: entry.fields,
    ...(tags.length > 0 ? { tags } : {}),
  };
}

function toAsset(asset: z.infer<typeof deliveryAssetSchema>): Asset {
  const { id, updatedAt } = asset.sys;
  return {
    sys: { id, type: 'Asset', ...(updatedAt === undefined ? {} : { updatedAt }) },
    fields: asset.fields as Asset['fields'],
  };
}

/**
 * The SDK turns an API error into an Error named after Contentful's error id whose message is the
 * JSON of status, message and request; network errors and timeouts come through as axios errors.
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = parseApiError(error.message);
  if (details?.status !== undefined) {
    const id = error.name.startsWith(String(details.status)) ? '' : ` ${error.name}`;
    const why = (details.details?.errors ?? []).map((item) =>
      [item.name, item.value ?? item.path?.join('.')].filter(Boolean).join(' '),
    );
    const message = details.message || details.statusText || 'no message';
    return `HTTP ${details.status}${id}: ${message}${why.length > 0 ? ` (${why.join('; ')})` : ''}`;
  }
  const code = (error as { code?: unknown }).code;
  return (
    [typeof code === 'string' ? code : undefined, error.message].filter(Boolean).join(' ') ||
    error.name
  );
}

interface ApiErrorDetails {
  status?: number;
  statusText?: string;
  message?: string;
  details?: { errors?: { name?: string; value?: string; path?: string[] }[] };
}

function parseApiError(message: string): ApiErrorDetails | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ApiErrorDetails) : undefined;
  } catch {
    return undefined;
  }
}

function logSdkMessage(level: ClientLogLevel, data?: Record<string, unknown> | string) {
  const message = typeof data === 'string' ? data : 'Contentful SDK message';
  const details = typeof data === 'object' ? { details: String(data.message ?? '') } : {};
  if (level === 'error') log.error(details, message);
  else if (level === 'warning') log.warn(details, message);
  else log.info(details, message);
}
