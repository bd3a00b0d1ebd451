import { getArticles, getExperiences, getJobOpeningEntries, getPage, pagePath } from '@/lib/cms';
import { applyHref } from '@/blocks/careers-openings/applyLink';
import { CAREER_OPENINGS_PATH } from '@/lib/sitePaths';

/** The entry types editors can preview, as the preview link's `type` names them. */
export const PREVIEW_TYPES = ['page', 'event', 'article', 'experience', 'jobOpening'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

const draft = { draft: true };

/**
 * Where the draft or published entry of this type and slug is shown, or undefined when there is
 * none: a page or event page at its own address, an article at /news/ or /stories/, an experience
 * at its page, a job opening on the openings page with its application open.
 */
export async function previewPath(type: PreviewType, slug: string): Promise<string | undefined> {
  switch (type) {
    case 'page':
    case 'event': {
      const page = await getPage(slug, type, draft);
      return (page && pagePath(page)) || undefined;
    }
    case 'article':
      return (await getArticles(draft)).find((article) => article.slug === slug)?.path;
    case 'experience':
      return (await getExperiences(draft)).find((experience) => experience.slug === slug)?.path;
    case 'jobOpening': {
      const openings = await getJobOpeningEntries(draft);
      const found = openings.some((opening) => opening.fields.slug === slug);
      return found ? `${CAREER_OPENINGS_PATH}${applyHref(slug)}` : undefined;
    }
  }
}
