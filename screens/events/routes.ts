import type { SiteEvent } from '@/lib/cms';
import { pagePath, type Page } from '@/lib/cms/page';
import { SEGMENT_SLUG } from '@/lib/slugs';

/**
 * The events area's addresses: /events/{type}/ is the CMS page with slug events/{type}, and
 * /events/{type}/{slug}/ an event page (type event, like Play Academy) or an event package.
 */
export const EVENT_CATEGORY_PAGE = new RegExp(`^events/(${SEGMENT_SLUG.source.slice(1, -1)})$`);

export const eventCategoryPageSlug = (eventTypeSlug: string) => `events/${eventTypeSlug}`;

/** Slugs the events routes serve, so the catch-all route does not build them a second time. */
export const servedByEventsRoutes = (slug: string) => slug.startsWith('events/');

export type EventRoute =
  | { kind: 'page'; page: Page }
  | { kind: 'event'; event: SiteEvent }
  | { kind: 'moved'; path: string }
  | { kind: 'missing' };

interface EventReaders {
  /** The page of type event with this slug (Play Academy), or null. */
  page(slug: string): Promise<Page | null>;
  events(): Promise<SiteEvent[]>;
}

/**
 * What /events/{category}/{slug}/ shows. A page or event lives at its first event type's
 * category; asked for under another category, the guest is sent there
 * (docs/rules/screens-and-routes.md#loading-and-the-category-check). Event pages come first, so
 * an event package cannot hide Play Academy.
 */
export async function findEventRoute(
  category: string,
  slug: string,
  read: EventReaders,
): Promise<EventRoute> {
  const page = await read.page(slug);
  if (page) {
    const path = pagePath(page);
    if (!path) return { kind: 'missing' };
    return page.eventType[0]?.slug === category ? { kind: 'page', page } : { kind: 'moved', path };
  }
  const event = (await read.events()).find((candidate) => candidate.slug === slug);
  if (!event) return { kind: 'missing' };
  return event.category.slug === category
    ? { kind: 'event', event }
    : { kind: 'moved', path: event.path };
}
