import type { MetadataRoute } from 'next';
import { getAllPages } from '@/lib/cms';
import { config } from '@/lib/config';

export const revalidate = 3600;

/** Screens the site builds itself rather than from a CMS page. */
const APP_SCREENS = ['/book/seasonpass/', '/book/seasonpass/winter/'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getAllPages();
  const siteUrl = config().siteUrl;
  return [
    ...pages.map((page) => ({
      url: new URL(page.path, siteUrl).toString(),
      ...(page.updatedAt ? { lastModified: page.updatedAt } : {}),
    })),
    ...APP_SCREENS.map((path) => ({ url: new URL(path, siteUrl).toString() })),
  ];
}
