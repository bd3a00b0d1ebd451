import type { Metadata } from 'next';
import type { RenderContext } from '@/blocks/defineBlock';
import { redirect } from 'next/navigation';
import { centerOpening, centerTitle, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { postalAddress } from '@/lib/centers/directions';
import { getAllPages, getExperiences, getSiteSettings } from '@/lib/cms';
import { centerPath } from '@/lib/sitePaths';
import { CenterScreen } from '@/screens/center/CenterScreen';
import { centerSlugs, deliveryPagePath, findCenterRoute } from '@/screens/center/routes';
import { foundRoute, foundRouteMetadata } from '@/screens/foundRoute';
import { entryMetadata } from '@/screens/metadata';

export const revalidate = 3600;

interface Params {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  return centerSlugs(await getCenters()).map((slug) => ({ slug }));
}

async function routeOf(params: Params['params'], context: RenderContext) {
  const { slug } = await params;
  return findCenterRoute(slug, await getCenters(context));
}

export function generateMetadata({ params }: Params): Promise<Metadata> {
  return foundRouteMetadata(
    (context) => routeOf(params, context),
    async ({ center }, context) => {
      const { companyName } = await getSiteSettings(context);
      return entryMetadata(
        {
          title: centerTitle(center),
          description: `${companyName} ${center.name}, ${postalAddress(center)}: opening hours, directions, parties and what there is to play.`,
          path: centerPath(center.slug),
        },
        context,
      );
    },
  );
}

export default async function CenterPage({ params }: Params) {
  // A center is never moved: its only address is its slug's.
  const { route, context } = await foundRoute((context) => routeOf(params, context), redirect);
  const [{ companyName }, experiences, pages] = await Promise.all([
    getSiteSettings(context),
    getExperiences(context),
    getAllPages(context),
  ]);
  const now = siteNow();
  return (
    <CenterScreen
      center={route.center}
      opening={centerOpening(route.center, now)}
      renderedAt={now.getTime()}
      companyName={companyName}
      experiences={experiences}
      deliveryPath={deliveryPagePath(pages)}
      locale={context.locale}
    />
  );
}
