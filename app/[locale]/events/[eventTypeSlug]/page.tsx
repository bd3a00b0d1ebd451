import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getPage, getSiteSettings } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { RememberEventPath } from '@/screens/events/RememberEventPath.lazy';
import { EVENT_CATEGORY_PAGE, eventCategoryPageSlug } from '@/screens/events/routes';
import { isDraftMode } from '@/screens/draftMode';

export const revalidate = 3600;

interface Params {
  params: Promise<{ eventTypeSlug: string }>;
}

/** An events category page (/events/corporate-events/): a CMS page with the slug events/{type}. */
export async function generateStaticParams() {
  const pages = await getAllPages();
  return pages.flatMap((page) => {
    const match = page.type === 'page' ? EVENT_CATEGORY_PAGE.exec(page.slug) : null;
    return match ? [{ eventTypeSlug: match[1] }] : [];
  });
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await getPage(eventCategoryPageSlug((await params).eventTypeSlug), 'page', {
    draft: await isDraftMode(),
  });
  // A 404 in its metadata too, or the streamed metadata would replace its title (foundRouteMetadata).
  if (!page) notFound();
  const settings = await getSiteSettings();
  return pageMetadata(page, settings.companyName, config().siteUrl);
}

export default async function EventCategoryPage({ params }: Params) {
  const { eventTypeSlug } = await params;
  const draft = await isDraftMode();
  const page = await getPage(eventCategoryPageSlug(eventTypeSlug), 'page', { draft });
  if (!page) notFound();
  return (
    <>
      <PageBody page={page} draft={draft} />
      <RememberEventPath path={`/events/${page.slug.split('/')[1]}`} />
    </>
  );
}
