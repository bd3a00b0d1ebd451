import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getEvents, getPage, getSiteSettings } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { EventDetail } from '@/screens/events/EventDetail';
import { findEventRoute } from '@/screens/events/routes';
import { PlayAcademy } from '@/screens/play-academy/PlayAcademy';
import { PLAY_ACADEMY_SLUG } from '@/screens/play-academy/programme';
import { foundRoute, foundRouteMetadata } from '@/screens/foundRoute';
import { entryMetadata } from '@/screens/metadata';

export const revalidate = 3600;

interface Params {
  params: Promise<{ eventTypeSlug: string; pageSlug: string }>;
}

/** Event pages (Play Academy) and event packages, each at its first event type's address. */
export async function generateStaticParams() {
  const [pages, events] = await Promise.all([getAllPages(), getEvents()]);
  const paths = [
    ...pages.filter((page) => page.type === 'event').map((page) => page.path),
    ...events.map((event) => event.path),
  ];
  return paths.map((path) => {
    const [, , eventTypeSlug, pageSlug] = path.split('/');
    return { eventTypeSlug, pageSlug };
  });
}

async function routeOf(params: Params['params'], draft = false) {
  // Slugs are plain lowercase words, so an encoded segment can only be an unknown address.
  const { eventTypeSlug, pageSlug } = await params;
  return findEventRoute(eventTypeSlug, pageSlug, {
    page: (slug) => getPage(slug, 'event', { draft }),
    events: () => getEvents({ draft }),
  });
}

export function generateMetadata({ params }: Params): Promise<Metadata> {
  return foundRouteMetadata(
    (draft) => routeOf(params, draft),
    async (route) => {
      if (route.kind === 'event') {
        return entryMetadata({
          title: route.event.title,
          description: route.event.description,
          path: route.event.path,
          image: route.event.linkImage,
        });
      }
      const { companyName } = await getSiteSettings();
      return pageMetadata(route.page, companyName, config().siteUrl);
    },
  );
}

export default async function EventPage({ params }: Params) {
  // Temporary: the right category follows the entry, which editors may change.
  const { route, draft } = await foundRoute((draft) => routeOf(params, draft), redirect);
  if (route.kind === 'event') return <EventDetail event={route.event} draft={draft} />;
  if (route.page.slug !== PLAY_ACADEMY_SLUG) return <PageBody page={route.page} draft={draft} />;
  const { companyName } = await getSiteSettings({ draft });
  return (
    <PlayAcademy
      page={route.page}
      draft={draft}
      companyName={companyName}
      siteUrl={config().siteUrl}
    />
  );
}
