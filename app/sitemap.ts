import type { MetadataRoute } from 'next';
import { getAllPages } from '@/lib/cms';
import { config } from '@/lib/config';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getAllPages({});
  return pages.map((page) => ({
    url: new URL(page.path, config().siteUrl).toString(),
    ...(page.updatedAt ? { lastModified: page.updatedAt } : {}),
  }));
}
