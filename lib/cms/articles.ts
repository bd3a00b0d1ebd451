import 'server-only';
import { z } from 'zod';
import { longDayLabel, parseIsoDate } from '@/lib/dates';
import { log } from '@/lib/log';
import { entryId, entryList, optionalEntry, optionalText, picture, richText } from './fields';
import { segmentSlug } from './page';
import { languageOfWords } from '@/lib/i18n/locales';

/**
 * News and stories are content items with a body (docs/rules/content-and-data.md#content-item).
 * The item's first content tag picks its address: `news` → /news/{slug}/, anything else, or no
 * tag → /stories/{slug}/ (docs/rules/screens-and-routes.md#routes).
 */
export const ARTICLE_SECTIONS = ['news', 'stories'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

const NEWS_TAG = 'news';

/** How many related articles an article page shows at its end. */
export const RELATED_ARTICLES = 3;

export function articleSection(tags: readonly string[]): ArticleSection {
  return tags[0] === NEWS_TAG ? 'news' : 'stories';
}

export const articlePath = (section: ArticleSection, slug: string) => `/${section}/${slug}/`;

/**
 * The day an article came out, 'YYYY-MM-DD'. Contentful's Date field may carry a time as well
 * ('2026-11-02T09:00-07:00'); the day is kept as the editor wrote it, never moved by a time zone.
 */
const publishedDay = z
  .string()
  .trim()
  .transform((value, context) => {
    const day = /^(\d{4}-\d{2}-\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value)?.[1];
    if (day && parseIsoDate(day)) return day;
    context.addIssue({ code: 'custom', message: 'an article needs its date (YYYY-MM-DD)' });
    return z.NEVER;
  });

const articleSys = z.object({
  id: z.string(),
  contentType: z.literal('contentItem'),
  updatedAt: z.string().optional(),
  wordsLocale: z.string().optional(),
});

const contentTags = z.array(z.string()).default([]);

const cardFields = {
  slug: segmentSlug,
  title: z.string().trim().min(1),
  excerpt: optionalText,
  date: publishedDay,
  linkImage: optionalEntry(picture),
  // Only an item with a body has a page a card can lead to.
  body: richText,
};

/** An article as a card shows it: enough to lead to its page. */
export const articleCard = z
  .object({ sys: articleSys, tags: contentTags, fields: z.object(cardFields) })
  .transform(({ sys, tags, fields }) => {
    const section = articleSection(tags);
    return {
      id: sys.id,
      slug: fields.slug,
      title: fields.title,
      excerpt: fields.excerpt,
      date: fields.date,
      linkImage: fields.linkImage,
      section,
      path: articlePath(section, fields.slug),
    };
  });

export type ArticleCard = z.output<typeof articleCard>;

/** A whole article: the card's fields, its own hero image, its body and the articles it suggests. */
export const articleEntry = z
  .object({
    sys: articleSys,
    tags: contentTags,
    fields: z.object({
      ...cardFields,
      heroImage: optionalEntry(picture),
      related: entryList(articleCard, 'contentItem')
        .default([])
        .transform((list) => list.slice(0, RELATED_ARTICLES)),
    }),
  })
  .transform(({ sys, tags, fields }) => {
    const section = articleSection(tags);
    return {
      id: sys.id,
      updatedAt: sys.updatedAt,
      /** The language the article is written in (English until an editor translates it). */
      language: languageOfWords(sys.wordsLocale),
      ...fields,
      // Spelled out so an article is also a card, where these keys are always present.
      excerpt: fields.excerpt,
      linkImage: fields.linkImage,
      related: fields.related.filter((item) => item.id !== sys.id),
      section,
      path: articlePath(section, fields.slug),
    };
  });

export type Article = z.output<typeof articleEntry>;

const isArticle = (entry: unknown) =>
  (entry as { fields?: { body?: unknown } } | null)?.fields?.body !== undefined;

/**
 * The articles among content items (those with a body), newest first; an article the site cannot
 * show is logged and left out, and of two with one slug only the newer keeps the address.
 */
export function toArticles(entries: unknown[]): Article[] {
  const articles = entries.filter(isArticle).flatMap((entry) => {
    const result = articleEntry.safeParse(entry);
    if (result.success) return [result.data];
    log.error(
      { id: entryId(entry), reason: z.prettifyError(result.error) },
      'article entry rejected',
    );
    return [];
  });
  const slugs = new Set<string>();
  return newestFirst(articles).filter((article) => {
    if (!slugs.has(article.slug)) {
      slugs.add(article.slug);
      return true;
    }
    log.warn({ id: article.id, slug: article.slug }, 'article with a taken slug left out');
    return false;
  });
}

/** Newest first; articles of one day keep the CMS's order. */
export function newestFirst<T extends { date: string }>(articles: T[]): T[] {
  return [...articles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** '2026-11-02' → 'November 2, 2026', as guests read an article's date. */
export const articleDateLabel = longDayLabel;
