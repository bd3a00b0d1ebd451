import 'server-only';
import type { Metadata } from 'next';
import type { Page } from './page';
import { pagePath } from './page';

/** Title, description, canonical address and Open Graph card of a page, from its CMS fields. */
export function pageMetadata(page: Page, companyName: string, siteUrl: string): Metadata {
  const path = pagePath(page) ?? '/';
  const description = page.description;
  const images = page.ogImage
    ? [
        {
          url: page.ogImage.src,
          width: page.ogImage.width,
          height: page.ogImage.height,
          alt: page.ogImage.alt,
        },
      ]
    : undefined;
  return {
    title: page.metaTitle,
    description,
    alternates: { canonical: new URL(path, siteUrl).toString() },
    openGraph: {
      type: 'website',
      siteName: companyName,
      title: page.metaTitle,
      description,
      url: new URL(path, siteUrl).toString(),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: page.metaTitle,
      description,
    },
  };
}
