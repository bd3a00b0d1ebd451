import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getEvents, getPage } from '@/lib/cms';
import { translator } from '@/lib/i18n';
import { findEventRoute } from '@/screens/events/routes';
import { foundRoute } from '@/screens/foundRoute';
import { pageLocale } from '@/screens/pageLocale';
import { EstimateScreen, estimateRequestFrom } from '@/screens/play-academy/EstimateScreen';
import { PLAY_ACADEMY_SLUG } from '@/screens/play-academy/programme';

interface Params {
  params: Promise<{ eventTypeSlug: string; pageSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: translator('Events', await pageLocale())('yourEstimate'),
    // One answer per set of choices: nothing for a search engine to keep.
    robots: { index: false, follow: true },
  };
}

/**
 * The Play Academy estimate sent without script (a GET form): the same figures the programme page
 * shows as the teacher chooses, for the choices in the address.
 */
export default async function EstimatePage({ params, searchParams }: Params) {
  const { eventTypeSlug, pageSlug } = await params;
  const { route, context } = await foundRoute(
    (context) =>
      findEventRoute(eventTypeSlug, pageSlug, {
        page: (slug) => getPage(slug, 'event', context),
        events: () => getEvents(context),
      }),
    redirect,
  );
  if (route.kind !== 'page' || route.page.slug !== PLAY_ACADEMY_SLUG) notFound();
  return (
    <EstimateScreen
      page={route.page}
      request={estimateRequestFrom(await searchParams)}
      locale={context.locale}
    />
  );
}
