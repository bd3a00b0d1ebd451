import type { Metadata } from 'next';
import { siteFacts } from '@/screens/metadata';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getPage, HOME_SLUG } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { PATH_SLUG } from '@/lib/slugs';
import { servedByEventsRoutes } from '@/screens/events/routes';
import { renderContext } from '@/screens/renderContext';

export const revalidate = 3600;

interface Params {
  params: Promise<{ slug: string[] }>;
}

/**
 * Path segments → the CMS slug, or null when they cannot name a page; '/home/' is not a second
 * address for the home page. Next hands the segments over decoded already: decoding them again
 * would turn `/100%25-fun/` into an error.
 */
function slugOf(segments: string[]): string | null {
  const slug = segments.join('/');
  return slug !== HOME_SLUG && slug.length <= 200 && PATH_SLUG.test(slug) ? slug : null;
}

/** The pages, rendered at build time. (Retired addresses never reach a page: proxy.ts.) */
export async function generateStaticParams() {
  return (await getAllPages())
    .filter(
      (page) => page.type === 'page' && page.slug !== HOME_SLUG && !servedByEventsRoutes(page.slug),
    )
    .map((page) => ({ slug: page.slug.split('/') }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const slug = slugOf((await params).slug);
  const context = await renderContext();
  const page = slug ? await getPage(slug, 'page', context) : null;
  // A 404 in its metadata too, or the streamed metadata would replace its title.
  if (!page) notFound();
  return pageMetadata(page, await siteFacts(context));
}

export default async function CmsPage({ params }: Params) {
  const slug = slugOf((await params).slug);
  const context = await renderContext();
  const page = slug ? await getPage(slug, 'page', context) : null;
  if (!page) notFound();
  return <PageBody page={page} context={context} />;
}
