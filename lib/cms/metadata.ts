import 'server-only';
import type { Metadata } from 'next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  REGION_LOCALES,
  localizedHref,
  type Locale,
} from '@/lib/i18n/locales';
import { CMS_IMAGE_HOST } from '@/lib/http/cmsImages';
import type { Picture } from './fields';
import type { Page } from './page';
import { pagePath } from './page';

export interface Described {
  title: string;
  description?: string;
  path: string;
  image?: Picture;
}

/** The site a page belongs to, and the language it is in. */
export interface SiteFacts {
  companyName: string;
  siteUrl: string;
  locale: Locale;
}

/**
 * A page's canonical address in its own language and its twin in every language (hreflang), with
 * English as the default for any other language.
 */
export function languageAlternates(path: string, siteUrl: string, locale: Locale) {
  const url = (language: Locale) => new URL(localizedHref(path, language), siteUrl).toString();
  const languages = Object.fromEntries(
    LOCALES.map((language) => [language, url(language)]),
  ) as Record<Locale, string>;
  return {
    canonical: url(locale),
    languages: { ...languages, 'x-default': url(DEFAULT_LOCALE) },
  };
}

/*
 * Every tag is sent twice, in the head and in the payload React hydrates from, on every page, so
 * the card says each thing once (docs/decisions/0041-share-images.md): X reads og:title,
 * og:description and og:image where its own tags are missing, and an empty list keeps Next from
 * copying the picture's four tags into X's; Open Graph's type is `website` when none is given; the
 * other language's page is named by the hreflang links, not og:locale:alternate, which means the
 * same address in another locale.
 */
const largeCard = (): Metadata['twitter'] => ({ card: 'summary_large_image', images: [] });

/** Title, description, addresses and the card a shared link shows, of anything with its own address. */
export function describedMetadata(described: Described, site: SiteFacts): Metadata {
  const { title, description, path } = described;
  const { companyName, siteUrl, locale } = site;
  const alternates = languageAlternates(path, siteUrl, locale);
  return {
    title,
    description,
    alternates,
    openGraph: {
      siteName: companyName,
      title,
      description,
      url: alternates.canonical,
      locale: openGraphLocale(locale),
      images: [shareImage(described, site)],
    },
    twitter: largeCard(),
  };
}

/**
 * The metadata every page starts from, until its own replaces it: the site's name and tagline on
 * the home page's share image. It names no address (og:url): a page without its own card would
 * otherwise be shared as the home page.
 */
export function siteMetadata(tagline: string | undefined, site: SiteFacts): Metadata {
  return {
    openGraph: {
      siteName: site.companyName,
      title: site.companyName,
      description: tagline,
      locale: openGraphLocale(site.locale),
      images: [shareImage({ title: site.companyName, path: '/' }, site)],
    },
    twitter: largeCard(),
  };
}

/** What social networks draw large: every share image is this size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The generated share images live beside their pages: `/share-image/locations/` for /locations/. */
export const SHARE_IMAGE_PREFIX = '/share-image';

/**
 * The picture a shared link shows: the page's own when Contentful can cut it to the share size,
 * else the one the site draws for the address (app/[locale]/share-image/), which shows an embedded
 * picture of the page or its title (docs/decisions/0041-share-images.md).
 */
export function shareImage(
  { title, path, image }: Pick<Described, 'title' | 'path' | 'image'>,
  { siteUrl, locale }: Pick<SiteFacts, 'siteUrl' | 'locale'>,
) {
  const url =
    (image && sizedCmsPicture(image)) ??
    new URL(localizedHref(`${SHARE_IMAGE_PREFIX}${path}`, locale), siteUrl).toString();
  return { url, ...SHARE_IMAGE_SIZE, alt: image?.alt || title };
}

/** Pictures Contentful's Images API can crop; an SVG it serves as it is. */
const CROPPABLE = /^image\/(jpeg|png|webp|gif|avif)$/;

/** Contentful's Images API cuts a picture to the share size, filling it, as a JPEG. */
const CMS_SHARE_CROP = `w=${SHARE_IMAGE_SIZE.width}&h=${SHARE_IMAGE_SIZE.height}&fit=fill&fm=jpg&q=80`;

function sizedCmsPicture({ src, contentType }: Picture): string | undefined {
  if (!src.startsWith(`https://${CMS_IMAGE_HOST}/`) || !CROPPABLE.test(contentType)) {
    return undefined;
  }
  return `${src.split('?')[0]}?${CMS_SHARE_CROP}`;
}

/** Open Graph writes a locale with an underscore: `es_US`. */
const openGraphLocale = (locale: Locale) => REGION_LOCALES[locale].replace('-', '_');

/** A CMS page's metadata, from its fields. */
export function pageMetadata(page: Page, site: SiteFacts): Metadata {
  return describedMetadata(
    {
      title: page.metaTitle,
      description: page.description,
      path: pagePath(page) ?? '/',
      image: page.ogImage,
    },
    site,
  );
}
