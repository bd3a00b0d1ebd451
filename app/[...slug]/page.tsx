import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getPage, getSiteSettings, HOME_SLUG } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { PATH_SLUG } from '@/lib/slugs';
import { servedByEventsRoutes } from '@/screens/events/routes';
import { isDraftMode } from '@/screens/draftMode';

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

export async function generateStaticParams() {
  const pages = await getAllPages();
  return pages
    .filter(
      (page) => page.type === 'page' && page.slug !== HOME_SLUG && !servedByEventsRoutes(page.slug),
    )
    .map((page) => ({ slug: page.slug.split('/') }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const slug = slugOf((await params).slug);
  const page = slug ? await getPage(slug, 'page', { draft: await isDraftMode() }) : null;
  // A 404 in its metadata too, or the streamed metadata would replace its title (foundRouteMetadata).
  if (!page) notFound();
  const settings = await getSiteSettings();
  return pageMetadata(page, settings.companyName, config().siteUrl);
}

export default async function CmsPage({ params }: Params) {
  const slug = slugOf((await params).slug);
  const draft = await isDraftMode();
  const page = slug ? await getPage(slug, 'page', { draft }) : null;
  if (!page) notFound();
  return <PageBody page={page} draft={draft} />;
}
