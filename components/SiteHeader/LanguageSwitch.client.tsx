'use client';

import { usePathname } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useEffect, useState, type MouseEvent } from 'react';
import { report } from '@/lib/analytics/signals';
import { rememberLanguage, rememberedLanguage } from '@/lib/i18n/languageChoice';
import {
  LOCALES,
  localeOfPath,
  localizedHref,
  otherLocale,
  pathWithoutLocale,
  type Locale,
} from '@/lib/i18n/locales';
import type { LanguageOfferTexts } from './LanguageOffer.client';

/** The page's language, and the other one the switch leads to. */
export function useLanguages(): { page: Locale; other: Locale; otherPath: string } {
  // Null outside the app router's context (a component rendered on its own).
  const pathname = (usePathname() as string | null) ?? '/';
  const page = localeOfPath(pathname);
  const other = otherLocale(page);
  return { page, other, otherPath: localizedHref(pathWithoutLocale(pathname), other) };
}

/**
 * Remembers the language and takes the address's query and anchor along. A plain link, so the
 * browser loads the other language's page whole (another root layout: <html lang>, header, footer).
 */
export function switchTo(locale: Locale, event: MouseEvent<HTMLAnchorElement>) {
  rememberLanguage(locale);
  report('language_switched', { language: locale });
  const link = event.currentTarget;
  link.search = window.location.search;
  link.hash = window.location.hash;
}

export interface LanguageSwitchTexts {
  /** The other language's name in that language ("Español"). */
  name: string;
  /** What the link does, in the other language ("Ver esta página en español"). */
  action: string;
}

/** The header's link to this page in the other language (styled by where it stands). */
export function LanguageSwitch({
  texts,
  className,
}: {
  texts: LanguageSwitchTexts;
  className?: string;
}) {
  const { other, otherPath } = useLanguages();
  return (
    <a
      href={otherPath}
      hrefLang={other}
      lang={other}
      aria-label={texts.action}
      className={className}
      onClick={(event) => switchTo(other, event)}
    >
      {texts.name}
    </a>
  );
}

/** The offer's own code loads only for the few browsers it is shown to. */
const LanguageOfferLine = dynamic(() =>
  import('./LanguageOffer.client').then((module) => module.LanguageOffer),
);

/**
 * Offers the page in the browser's preferred language when that is the other one and the guest
 * has not chosen a language yet (LanguageOffer.client.tsx). It never redirects: crawlers and
 * shared links get what they asked for.
 */
export function LanguageOffer({ texts }: { texts: LanguageOfferTexts }) {
  const { other } = useLanguages();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const preferred = navigator.languages
      .map((tag) => tag.slice(0, 2).toLowerCase())
      .find((language) => (LOCALES as readonly string[]).includes(language));
    // The browser's choice is read once mounted: the server cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (preferred === other && !rememberedLanguage()) setWanted(true);
  }, [other]);
  return wanted ? <LanguageOfferLine texts={texts} /> : null;
}
