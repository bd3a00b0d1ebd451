import type { MetadataRoute } from 'next';
import { centersFromEntries } from '@/lib/centers';
import { getAllPages, getArticles, getCenterEntries, getEvents, getExperiences } from '@/lib/cms';
import { config } from '@/lib/config';
import { centerPath } from '@/lib/sitePaths';
import { centerSlugs } from '@/screens/center/routes';
import { withOwnPage } from '@/screens/experiences/routes';

export const revalidate = 3600;

/** Screens the site builds itself rather than from a CMS page. */
const APP_SCREENS = ['/book/seasonpass/', '/book/seasonpass/winter/'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, events, articles, experiences, centerEntries] = await Promise.all([
    getAllPages(),
    getEvents(),
    getArticles(),
    getExperiences(),
    getCenterEntries(),
  ]);
  const centerPaths = centerSlugs(centersFromEntries(centerEntries)).map(centerPath);
  const siteUrl = config().siteUrl;
  return [
    // The leagues' page is the CMS page /the-leagues/, already among the pages.
    ...[...pages, ...events, ...articles, ...withOwnPage(experiences)].map(
      ({ path, updatedAt }) => ({
        url: new URL(path, siteUrl).toString(),
        ...(updatedAt ? { lastModified: updatedAt } : {}),
      }),
    ),
    ...[...APP_SCREENS, ...centerPaths].map((path) => ({ url: new URL(path, siteUrl).toString() })),
  ];
}
