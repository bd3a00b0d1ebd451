'use client';

import { usePathname } from 'next/navigation';
import { localeOfPath, type Locale } from '@/lib/i18n/locales';

/** The language of the page an island is on, from its address (`/es/…`); English on its own. */
export function usePageLocale(): Locale {
  // Null outside the app router's context (a component rendered on its own).
  const pathname = usePathname() as string | null;
  return localeOfPath(pathname ?? '/');
}
