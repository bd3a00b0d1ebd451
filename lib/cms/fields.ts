import 'server-only';
import { z } from 'zod';
import { log } from '@/lib/log';
import { isSafeHref } from '@/lib/links';
import { richTextDocument } from './richText';

/** Field schemas shared by the blocks: they turn resolved CMS entries into plain props. */

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  contentType: string;
}

const DEFAULT_SIZE = { width: 1200, height: 800 };

export const picture = z
  .object({
    sys: z.object({ type: z.literal('Asset'), id: z.string() }),
    fields: z.object({
      title: z.string().optional(),
      description: z.string().optional(),
      file: z.object({
        url: z.string().min(1),
        contentType: z.string().regex(/^(image|video)\//, 'asset is not an image or video'),
        details: z
          .object({
            image: z
              .object({ width: z.number().positive(), height: z.number().positive() })
              .optional(),
          })
          .optional(),
      }),
    }),
  })
  .transform(({ fields }): Picture => {
    const size = fields.file.details?.image ?? DEFAULT_SIZE;
    return {
      // Contentful serves protocol-relative URLs.
      src: fields.file.url.startsWith('//') ? `https:${fields.file.url}` : fields.file.url,
      alt: fields.description ?? '',
      width: size.width,
      height: size.height,
      contentType: fields.file.contentType,
    };
  });

export interface SiteLink {
  label: string;
  href: string;
  description?: string;
}

export const href = z
  .string()
  .trim()
  .refine(
    (value) => isSafeHref(value),
    'link must be a site path or an http(s), mailto or tel address',
  );

export const siteLink = z
  .object({
    sys: z.object({ contentType: z.literal('navigationLink') }),
    fields: z.object({
      label: z.string().trim().min(1),
      url: href,
      description: z.string().optional(),
    }),
  })
  .transform(({ fields }): SiteLink => ({
    label: fields.label,
    href: fields.url,
    ...(fields.description ? { description: fields.description } : {}),
  }));

export const linkGroup = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('linkGroup') }),
    fields: z.object({
      title: z.string().trim().min(1),
      links: entryList(siteLink, 'navigationLink', { min: 1 }),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export const richText = richTextDocument;

/** Optional text: editors often leave an empty string behind, which means "none". */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The fields of a section that opens with a heading and an optional intro, then `fields`.
 * `headingMax` is the most characters a heading may have, for the sections that hold their
 * heading to the content model's limit.
 */
export function section<Fields extends z.ZodRawShape>(
  fields: Fields,
  { headingMax }: { headingMax?: number } = {},
) {
  const heading = z.string().trim().min(1);
  return z.object({
    heading: headingMax === undefined ? heading : heading.max(headingMax),
    intro: optionalText,
    ...fields,
  });
}

/**
 * A list of linked entries where one bad item (unpublished, missing fields) is logged and
 * skipped instead of hiding the whole section; `min`/`max` count the items that survive.
 */
export function entryList<T extends z.ZodType>(
  item: T,
  label: string,
  { min = 0, max = Infinity }: { min?: number; max?: number } = {},
) {
  return z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((value, index) => {
        const result = item.safeParse(value);
        if (result.success) return [result.data as z.output<T>];
        log.warn(
          { item: label, index, id: entryId(value), reason: z.prettifyError(result.error) },
          'list item skipped',
        );
        return [];
      }),
    )
    .refine((list) => list.length >= min, `needs at least ${min} valid ${label} entries`)
    .refine((list) => list.length <= max, `holds at most ${max} ${label} entries`);
}

/** An optional link to another entry: a link that could not be resolved counts as absent. */
export function optionalEntry<T extends z.ZodType>(item: T) {
  return z
    .unknown()
    .transform((value) => {
      if (value === null) return undefined;
      const result = item.safeParse(value);
      if (result.success) return result.data as z.output<T>;
      log.warn(
        { id: entryId(value), reason: z.prettifyError(result.error) },
        'linked entry ignored',
      );
      return undefined;
    })
    .optional();
}

export function entryId(value: unknown): string | undefined {
  const id = (value as { sys?: { id?: unknown } } | null)?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}
