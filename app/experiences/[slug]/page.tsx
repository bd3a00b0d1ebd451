import type { Metadata } from 'next';
import { isDraftMode } from '@/screens/draftMode';
import { notFound, permanentRedirect } from 'next/navigation';
import { getExperiences } from '@/lib/cms';
import { ExperienceDetail } from '@/screens/experiences/ExperienceDetail';
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

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const route = await routeOf(params);
  if (route.kind !== 'experience') return {};
  const { experience } = route;
  return entryMetadata({
    title: experience.title,
    description: experience.tagline,
    path: experience.path,
    image: experience.linkImage,
  });
}

export default async function ExperiencePage({ params }: Params) {
  const draft = await isDraftMode();
  const route = await routeOf(params, draft);
  switch (route.kind) {
    case 'missing':
      notFound();
    case 'moved':
      // The leagues have their own page; the rule sends their Learn More there for good.
      permanentRedirect(route.path);
    case 'experience':
      return <ExperienceDetail experience={route.experience} draft={draft} />;
  }
}
