import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getPage, getSiteSettings, HOME_SLUG } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { servedByEventsRoutes } from '@/screens/events/routes';

export const revalidate = 3600;

interface Params {
  params: Promise<{ slug: string[] }>;
}

/** Path segments → the CMS slug; '/home/' is not a second address for the home page. */
function slugOf(segments: string[]): string | null {
  // Slugs are plain lowercase words: a segment that is not valid percent-encoding is no page.
  try {
    const slug = segments.map((segment) => decodeURIComponent(segment)).join('/');
    return slug === HOME_SLUG ? null : slug;
  } catch {
    return null;
  }
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
  const page = slug ? await getPage(slug, 'page') : null;
  if (!page) return {};
  const settings = await getSiteSettings();
  return pageMetadata(page, settings.companyName, config().siteUrl);
}

export default async function CmsPage({ params }: Params) {
  const slug = slugOf((await params).slug);
  const draft = (await draftMode()).isEnabled;
  const page = slug ? await getPage(slug, 'page', { draft }) : null;
  if (!page) notFound();
  return <PageBody page={page} draft={draft} />;
}
