import type { BlogPosting, NewsArticle, Organization, WithContext } from 'schema-dts';
import { localizedHref, type Locale } from '@/lib/i18n/locales';
import type { Article } from '@/lib/cms';
import { scriptJson } from '@/lib/scriptJson';

/**
 * schema.org description of an article, so search engines can show it as one: a NewsArticle for
 * news, a BlogPosting for a story. The company is both author and publisher.
 */
export function ArticleJsonLd({
  article,
  companyName,
  siteUrl,
  logoSrc,
  locale,
}: {
  article: Article;
  companyName: string;
  siteUrl: string;
  logoSrc?: string;
  /** The page's language: its addresses are in it. */
  locale: Locale;
}) {
  const absolute = (path: string) => new URL(localizedHref(path, locale), siteUrl).toString();
  const image = article.heroImage ?? article.linkImage;
  const company: Organization = { '@type': 'Organization', name: companyName, url: absolute('/') };
  // An entry saved before the day it is dated (an article scheduled ahead) was not modified after.
  const modified =
    article.updatedAt && article.updatedAt.slice(0, 10) >= article.date
      ? article.updatedAt
      : article.date;
  const data: WithContext<NewsArticle | BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': article.section === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: article.title,
    inLanguage: article.language,
    ...(article.excerpt ? { description: article.excerpt } : {}),
    ...(image ? { image: [absolute(image.src)] } : {}),
    datePublished: article.date,
    dateModified: modified,
    author: company,
    publisher: {
      ...company,
      ...(logoSrc ? { logo: { '@type': 'ImageObject', url: absolute(logoSrc) } } : {}),
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(article.path) },
  };
  return (
    <script
      type="application/ld+json"
      // Escaped by scriptJson: no content can end the element early.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
