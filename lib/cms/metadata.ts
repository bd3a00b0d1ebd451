import 'server-only';
import type { Metadata } from 'next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  REGION_LOCALES,
  localizedHref,
  otherLocale,
  type Locale,
} from '@/lib/i18n/locales';
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

/** Title, description, addresses and Open Graph card of anything with its own address. */
export function describedMetadata(
  { title, description, path, image }: Described,
  { companyName, siteUrl, locale }: SiteFacts,
): Metadata {
  const alternates = languageAlternates(path, siteUrl, locale);
  const images = image
    ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }]
    : undefined;
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      siteName: companyName,
      title,
      description,
      url: alternates.canonical,
      locale: openGraphLocale(locale),
      alternateLocale: [openGraphLocale(otherLocale(locale))],
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description },
  };
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
