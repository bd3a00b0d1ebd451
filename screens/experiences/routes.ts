import type { Experience } from '@/lib/cms';
import { experiencePath } from '@/lib/sitePaths';

export type ExperienceRoute =
  | { kind: 'experience'; experience: Experience }
  | { kind: 'moved'; path: string }
  | { kind: 'missing' };

/**
 * What /experiences/{slug}/ shows: the experience with that slug, or, for an experience whose
 * Learn More leads elsewhere (its path comes from `experienceHref`: the leagues go to
 * /the-leagues/), a redirect there.
 */
export function findExperienceRoute(
  slug: string,
  experiences: readonly Experience[],
): ExperienceRoute {
  const experience = experiences.find((candidate) => candidate.slug === slug);
  if (!experience) return { kind: 'missing' };
  return experience.path === experiencePath(experience.slug)
    ? { kind: 'experience', experience }
    : { kind: 'moved', path: experience.path };
}

/** The experiences with a page of their own under /experiences/ (not the leagues). */
export const withOwnPage = (experiences: readonly Experience[]) =>
  experiences.filter((experience) => experience.path === experiencePath(experience.slug));
