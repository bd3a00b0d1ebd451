import type { MetadataRoute } from 'next';
import { getAllPages, getEvents } from '@/lib/cms';
import { config } from '@/lib/config';

export const revalidate = 3600;

/** Screens the site builds itself rather than from a CMS page. */
const APP_SCREENS = ['/book/seasonpass/', '/book/seasonpass/winter/'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, events] = await Promise.all([getAllPages(), getEvents()]);
  const siteUrl = config().siteUrl;
  return [
    ...[...pages, ...events].map(({ path, updatedAt }) => ({
      url: new URL(path, siteUrl).toString(),
      ...(updatedAt ? { lastModified: updatedAt } : {}),
    })),
    ...APP_SCREENS.map((path) => ({ url: new URL(path, siteUrl).toString() })),
  ];
}
