import 'server-only';
import type { Metadata } from 'next';
import type { Picture } from './fields';
import type { Page } from './page';
import { pagePath } from './page';

export interface Described {
  title: string;
  description?: string;
  path: string;
  image?: Picture;
}

/** Title, description, canonical address and Open Graph card of anything with its own address. */
export function describedMetadata(
  { title, description, path, image }: Described,
  companyName: string,
  siteUrl: string,
): Metadata {
  const url = new URL(path, siteUrl).toString();
  const images = image
    ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: companyName, title, description, url, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description },
  };
}

/** A CMS page's metadata, from its fields. */
export function pageMetadata(page: Page, companyName: string, siteUrl: string): Metadata {
  return describedMetadata(
    {
      title: page.metaTitle,
      description: page.description,
      path: pagePath(page) ?? '/',
      image: page.ogImage,
    },
    companyName,
    siteUrl,
  );
}
