import type { Metadata } from 'next';
import type { RenderContext } from '@/blocks/defineBlock';
import { entryMetadata } from '@/screens/metadata';
import { redirect } from 'next/navigation';
import { getArticles, getSiteSettings, type ArticleSection } from '@/lib/cms';
import { config } from '@/lib/config';
import { foundRoute, foundRouteMetadata } from '@/screens/foundRoute';
import { ArticleScreen } from './ArticleScreen';
import { findArticleRoute } from './routes';

interface Params {
  params: Promise<{ slug: string }>;
}

/**
 * The route of one section's articles (/news/{slug}/ or /stories/{slug}/): both sections answer
 * the same way, so `app/[locale]/news/[slug]/` and `app/[locale]/stories/[slug]/` only say which one they are.
 */
export function articleRoute(section: ArticleSection) {
  async function routeOf(params: Params['params'], context: RenderContext) {
    // Slugs are plain lowercase words, so an encoded segment can only be an unknown address.
    return findArticleRoute(section, (await params).slug, await getArticles(context));
  }

  async function generateStaticParams() {
    const articles = await getArticles();
    return articles
      .filter((article) => article.section === section)
      .map((article) => ({ slug: article.slug }));
  }

  function generateMetadata({ params }: Params): Promise<Metadata> {
    return foundRouteMetadata(
      (context) => routeOf(params, context),
      async ({ article }, context) => {
        const metadata = await entryMetadata(
          {
            title: article.title,
            description: article.excerpt,
            path: article.path,
            image: article.heroImage ?? article.linkImage,
          },
          context,
        );
        return {
          ...metadata,
          openGraph: {
            ...metadata.openGraph,
            type: 'article',
            publishedTime: article.date,
            ...(article.updatedAt ? { modifiedTime: article.updatedAt } : {}),
          },
        };
      },
    );
  }

  async function ArticlePage({ params }: Params) {
    // Temporary, as for event pages: the section follows the first tag, which an editor may
    // change back, and a browser would keep a permanent redirect.
    const { route, context } = await foundRoute((context) => routeOf(params, context), redirect);
    const { companyName, logo } = await getSiteSettings(context);
    return (
      <ArticleScreen
        article={route.article}
        related={route.related}
        companyName={companyName}
        siteUrl={config().siteUrl}
        logoSrc={logo?.src}
        locale={context.locale}
      />
    );
  }

  return { generateStaticParams, generateMetadata, ArticlePage };
}
