import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { siteAddresses } from '@/screens/siteAddresses';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = config().siteUrl;
  // Every page in each language, each naming its twins (hreflang), as the pages' own heads do.
  return (await siteAddresses()).flatMap(({ path, updatedAt }) => {
    const { languages } = languageAlternates(path, siteUrl, DEFAULT_LOCALE);
    return LOCALES.map((locale) => ({
      url: languages[locale],
      ...(updatedAt ? { lastModified: updatedAt } : {}),
      alternates: { languages },
    }));
  });
}
