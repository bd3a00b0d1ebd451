import { z } from 'zod';
import { articleCard } from '@/lib/cms/articles';
import { entryList, optionalText } from '@/lib/cms/fields';

/**
 * News and stories as cards (docs/rules/screens-and-routes.md#routes): each card leads to
 * /news/{slug}/ when the article's first content tag is `news`, to /stories/{slug}/ otherwise.
 * Editors pick the articles, in their order, or leave the list empty for the newest ones; `limit`
 * caps either. A picked item that is not an article (no slug, date or body) is logged and skipped.
 */
export const articleCardsSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  articles: entryList(articleCard, 'contentItem', { max: 12 }).default([]),
  limit: z.number().int().min(1).max(24).optional(),
});

export type ArticleCardsProps = z.output<typeof articleCardsSchema>;
