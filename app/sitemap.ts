import type { MetadataRoute } from 'next';
import { centersFromEntries } from '@/lib/centers';
import { getAllPages, getArticles, getCenterEntries, getEvents, getExperiences } from '@/lib/cms';
import { languageAlternates } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
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
  const addresses: { path: string; updatedAt?: string }[] = [
    // The leagues' page is the CMS page /the-leagues/, already among the pages.
    ...[...pages, ...events, ...articles, ...withOwnPage(experiences)],
    ...[...APP_SCREENS, ...centerPaths].map((path) => ({ path })),
  ];
  // Every page in each language, each naming its twins (hreflang), as the pages' own heads do.
  return addresses.flatMap(({ path, updatedAt }) => {
    const { languages } = languageAlternates(path, siteUrl, DEFAULT_LOCALE);
    return LOCALES.map((locale) => ({
      url: languages[locale],
      ...(updatedAt ? { lastModified: updatedAt } : {}),
      alternates: { languages },
    }));
  });
}
