import 'server-only';
import { z } from 'zod';
import { log } from '@/lib/log';
import { PATH_SLUG, SEGMENT_SLUG } from '@/lib/slugs';
import { entryList, optionalEntry, optionalText, picture } from './fields';
import { languageOfWords } from '@/lib/i18n/locales';

const slugMessage = 'slug must be lowercase words separated by hyphens';

/** A page slug may hold slashes (`birthdays/packages`). */
const slug = z.string().trim().regex(PATH_SLUG, `${slugMessage} or slashes`);

/** An event type's slug is one path segment: /events/{it}/. */
export const segmentSlug = z.string().trim().regex(SEGMENT_SLUG, slugMessage);

export const eventType = z
  .object({
    sys: z.object({ contentType: z.literal('eventType') }),
    fields: z.object({ title: z.string().trim().min(1), slug: segmentSlug }),
  })
  .transform(({ fields }) => fields);

/** An asset's file of the given media type; Contentful serves protocol-relative URLs. */
const assetFile = (type: RegExp) =>
  z
    .object({
      fields: z.object({
        file: z.object({ url: z.string().min(1), contentType: z.string().regex(type) }),
      }),
    })
    .transform(({ fields: { file } }) => ({
      url: file.url.startsWith('//') ? `https:${file.url}` : file.url,
      contentType: file.contentType,
    }));

const linkedVideo = z
  .object({
    sys: z.object({ contentType: z.literal('video') }),
    fields: z.object({
      title: optionalText,
      video: assetFile(/^video\//),
      image: optionalEntry(picture),
      captions: optionalEntry(assetFile(/^text\/vtt$/)),
    }),
  })
  .transform(({ fields }) => ({
    title: fields.title,
    src: fields.video.url,
    contentType: fields.video.contentType,
    poster: fields.image?.src,
    captions: fields.captions?.url,
  }));

export const pageEntry = z
  .object({
    sys: z.object({
      id: z.string(),
      contentType: z.literal('page'),
      updatedAt: z.string().optional(),
      wordsLocale: z.string().optional(),
    }),
    fields: z.object({
      metaTitle: z.string().trim().min(1),
      description: optionalText,
      slug,
      type: z.enum(['page', 'event']).default('page'),
      eventType: entryList(eventType, 'eventType').default([]),
      linkedVideo: optionalEntry(linkedVideo),
      ogImage: optionalEntry(picture),
      children: z.array(z.unknown()).default([]),
    }),
  })
  .transform(({ sys, fields }) => ({
    id: sys.id,
    updatedAt: sys.updatedAt,
    /** The language of the page's own words (English until an editor translates them). */
    language: languageOfWords(sys.wordsLocale),
    ...fields,
  }));

export type Page = z.output<typeof pageEntry>;

export const HOME_SLUG = 'home';

/** Where a page lives on the site (every route ends in a slash). */
export function pagePath(page: Pick<Page, 'slug' | 'type' | 'eventType'>): string | undefined {
  if (page.type === 'event') {
    const category = page.eventType[0]?.slug;
    return category ? `/events/${category}/${page.slug}/` : undefined;
  }
  return page.slug === HOME_SLUG ? '/' : `/${page.slug}/`;
}

/** A page entry the site cannot use is logged with its reason and treated as missing. */
export function toPage(entry: unknown): Page | null {
  if (!entry) return null;
  const result = pageEntry.safeParse(entry);
  if (result.success) return result.data;
  log.error(
    { id: (entry as { sys?: { id?: string } }).sys?.id, reason: z.prettifyError(result.error) },
    'page entry rejected',
  );
  return null;
}
