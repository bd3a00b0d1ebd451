import type { Metadata } from 'next';
import type { RenderContext } from '@/blocks/defineBlock';
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
import { entryMetadata, siteFacts } from '@/screens/metadata';

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

async function routeOf(params: Params['params'], context: RenderContext) {
  // Slugs are plain lowercase words, so an encoded segment can only be an unknown address.
  const { eventTypeSlug, pageSlug } = await params;
  return findEventRoute(eventTypeSlug, pageSlug, {
    page: (slug) => getPage(slug, 'event', context),
    events: () => getEvents(context),
  });
}

export function generateMetadata({ params }: Params): Promise<Metadata> {
  return foundRouteMetadata(
    (context) => routeOf(params, context),
    async (route, context) => {
      if (route.kind === 'event') {
        return entryMetadata(
          {
            title: route.event.title,
            description: route.event.description,
            path: route.event.path,
            image: route.event.linkImage,
          },
          context,
        );
      }
      return pageMetadata(route.page, await siteFacts(context));
    },
  );
}

export default async function EventPage({ params }: Params) {
  // Temporary: the right category follows the entry, which editors may change.
  const { route, context } = await foundRoute((context) => routeOf(params, context), redirect);
  if (route.kind === 'event') return <EventDetail event={route.event} context={context} />;
  if (route.page.slug !== PLAY_ACADEMY_SLUG) {
    return <PageBody page={route.page} context={context} />;
  }
  const { companyName } = await getSiteSettings(context);
  return (
    <PlayAcademy
      page={route.page}
      context={context}
      companyName={companyName}
      siteUrl={config().siteUrl}
    />
  );
}
