import type { Metadata } from 'next';
import { siteFacts } from '@/screens/metadata';
import { notFound } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getPage } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { RememberEventPath } from '@/screens/events/RememberEventPath.lazy';
import { EVENT_CATEGORY_PAGE, eventCategoryPageSlug } from '@/screens/events/routes';
import { renderContext } from '@/screens/renderContext';

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
  const context = await renderContext();
  const page = await getPage(eventCategoryPageSlug((await params).eventTypeSlug), 'page', context);
  // A 404 in its metadata too, or the streamed metadata would replace its title (foundRouteMetadata).
  if (!page) notFound();
  return pageMetadata(page, await siteFacts(context));
}

export default async function EventCategoryPage({ params }: Params) {
  const { eventTypeSlug } = await params;
  const context = await renderContext();
  const page = await getPage(eventCategoryPageSlug(eventTypeSlug), 'page', context);
  if (!page) notFound();
  return (
    <>
      <PageBody page={page} context={context} />
      <RememberEventPath path={`/events/${page.slug.split('/')[1]}`} />
    </>
  );
}
