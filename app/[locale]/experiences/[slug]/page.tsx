import type { Metadata } from 'next';
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

async function routeOf(params: Params['params'], draft = false) {
  const { slug } = await params;
  return findExperienceRoute(slug, await getExperiences({ draft }));
}

export function generateMetadata({ params }: Params): Promise<Metadata> {
  return foundRouteMetadata(
    (draft) => routeOf(params, draft),
    ({ experience }) =>
      entryMetadata({
        title: experience.title,
        description: experience.tagline,
        path: experience.path,
        image: experience.linkImage,
      }),
  );
}

export default async function ExperiencePage({ params }: Params) {
  // The leagues have their own page; the rule sends their Learn More there for good.
  const { route, draft } = await foundRoute((draft) => routeOf(params, draft), permanentRedirect);
  return <ExperienceDetail experience={route.experience} draft={draft} />;
}
