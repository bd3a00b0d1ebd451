import type { Article, ArticleSection } from '@/lib/cms';
import { RELATED_ARTICLES } from '@/lib/cms/articles';

export type ArticleRoute =
  | { kind: 'article'; article: Article; related: Article['related'] }
  | { kind: 'moved'; path: string }
  | { kind: 'missing' };

/**
 * What /{section}/{slug}/ shows. An article lives under the section of its first content tag;
 * asked for under the other one (a news item at /stories/…), the guest is sent to its address.
 */
export function findArticleRoute(
  section: ArticleSection,
  slug: string,
  articles: readonly Article[],
): ArticleRoute {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return { kind: 'missing' };
  if (article.section !== section) return { kind: 'moved', path: article.path };
  return { kind: 'article', article, related: relatedTo(article, articles) };
}

/** The articles editors linked to this one, or, when they linked none, the newest others. */
function relatedTo(article: Article, articles: readonly Article[]): Article['related'] {
  if (article.related.length > 0) return article.related;
  return articles.filter((other) => other.id !== article.id).slice(0, RELATED_ARTICLES);
}
