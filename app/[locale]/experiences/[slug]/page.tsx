import type { Metadata } from 'next';
import type { RenderContext } from '@/blocks/defineBlock';
import { permanentRedirect } from 'next/navigation';
import { getExperiences } from '@/lib/cms';
import { ExperienceDetail } from '@/screens/experiences/ExperienceDetail';
import { foundRoute, foundRouteMetadata } from '@/screens/foundRoute';
import { findExperienceRoute, withOwnPage } from '@/screens/experiences/routes';
import { entryMetadata } from '@/screens/metadata';

export const revalidate = 3600;

interface Params {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  return withOwnPage(await getExperiences()).map(({ slug }) => ({ slug }));
}

async function routeOf(params: Params['params'], context: RenderContext) {
  const { slug } = await params;
  return findExperienceRoute(slug, await getExperiences(context));
}

export function generateMetadata({ params }: Params): Promise<Metadata> {
  return foundRouteMetadata(
    (context) => routeOf(params, context),
    ({ experience }, context) =>
      entryMetadata(
        {
          title: experience.title,
          description: experience.tagline,
          path: experience.path,
          image: experience.linkImage,
        },
        context,
      ),
  );
}

export default async function ExperiencePage({ params }: Params) {
  // The leagues have their own page; the rule sends their Learn More there for good.
  const { route, context } = await foundRoute(
    (context) => routeOf(params, context),
    permanentRedirect,
  );
  return <ExperienceDetail experience={route.experience} context={context} />;
}
