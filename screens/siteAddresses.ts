import { seasonPassPath } from '@/forms/season-pass/season';
import { centersFromEntries } from '@/lib/centers';
import { getAllPages, getArticles, getCenterEntries, getEvents, getExperiences } from '@/lib/cms';
import { centerPath } from '@/lib/sitePaths';
import { centerSlugs } from '@/screens/center/routes';
import { withOwnPage } from '@/screens/experiences/routes';

/** Screens the site builds itself rather than from a CMS page. */
const APP_SCREENS = (['SUMMER', 'WINTER'] as const).map(seasonPassPath);

export interface SiteAddress {
  /** The English address; the Spanish one is `/es` before it. */
  path: string;
  updatedAt?: string;
}

/**
 * Every page of the site, once (its English address): the CMS pages, events, articles and
 * experiences with a page of their own, the centers' pages and the screens the site builds itself.
 */
export async function siteAddresses(): Promise<SiteAddress[]> {
  const [pages, events, articles, experiences, centerEntries] = await Promise.all([
    getAllPages(),
    getEvents(),
    getArticles(),
    getExperiences(),
    getCenterEntries(),
  ]);
  const centerPaths = centerSlugs(centersFromEntries(centerEntries)).map(centerPath);
  return [
    // The leagues' page is the CMS page /the-leagues/, already among the pages.
    ...[...pages, ...events, ...articles, ...withOwnPage(experiences)].map(
      ({ path, updatedAt }) => ({ path, ...(updatedAt ? { updatedAt } : {}) }),
    ),
    ...[...APP_SCREENS, ...centerPaths].map((path) => ({ path })),
  ];
}
