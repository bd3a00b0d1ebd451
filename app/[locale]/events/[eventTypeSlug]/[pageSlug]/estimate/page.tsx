import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { RenderContext } from '@/blocks/defineBlock';
import { getEvents, getPage, pagePath } from '@/lib/cms';
import { translator } from '@/lib/i18n';
import { findEventRoute } from '@/screens/events/routes';
import { foundRoute, foundRouteMetadata } from '@/screens/foundRoute';
import { entryMetadata } from '@/screens/metadata';
import { EstimateScreen, estimateRequestFrom } from '@/screens/play-academy/EstimateScreen';
import { PLAY_ACADEMY_SLUG } from '@/screens/play-academy/programme';

interface Params {
  params: Promise<{ eventTypeSlug: string; pageSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The Play Academy programme page this estimate belongs to; any other address is not found. */
async function programmeOf(params: Params['params'], context: RenderContext) {
  const { eventTypeSlug, pageSlug } = await params;
  const route = await findEventRoute(eventTypeSlug, pageSlug, {
    page: (slug) => getPage(slug, 'event', context),
    events: () => getEvents(context),
  });
  if (route.kind === 'event' || (route.kind === 'page' && route.page.slug !== PLAY_ACADEMY_SLUG)) {
    return { kind: 'missing' as const };
  }
  return route;
}

export function generateMetadata({ params }: Pick<Params, 'params'>): Promise<Metadata> {
  return foundRouteMetadata(
    (context) => programmeOf(params, context),
    async ({ page }, context) => ({
      ...(await entryMetadata(
        {
          title: translator('Events', context.locale)('yourEstimate'),
          description: page.description,
          path: `${pagePath(page)}estimate/`,
        },
        context,
      )),
      // One answer per set of choices: nothing for a search engine to keep.
      robots: { index: false, follow: true },
    }),
  );
}

/**
 * The Play Academy estimate sent without script (a GET form): the same figures the programme page
 * shows as the teacher chooses, for the choices in the address.
 */
export default async function EstimatePage({ params, searchParams }: Params) {
  const { route, context } = await foundRoute((context) => programmeOf(params, context), redirect);
  return (
    <EstimateScreen
      page={route.page}
      request={estimateRequestFrom(await searchParams)}
      locale={context.locale}
    />
  );
}
