'use client';

import { SiteLink } from '@/components/SiteLink.client';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { pathWithoutLocale } from '@/lib/i18n/locales';
import { SEASON_PASS_PATH } from '@/lib/sitePaths';

/**
 * Where a header link stands to the page shown: the page itself, a page inside its section
 * (/events/group-events/ under Events), or neither. Paths compare with their trailing slash. The
 * season pass forms are one section, so Season Pass, which leads to the season on sale, stays
 * marked on the other season's form. Both compare without their language prefix (`/es/`).
 */
export function currentness(linkHref: string, pathname: string): 'page' | 'true' | undefined {
  const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  const link = withSlash(pathWithoutLocale(linkHref));
  const page = withSlash(pathWithoutLocale(pathname));
  if (page === link) return 'page';
  const section = link.startsWith(SEASON_PASS_PATH) ? SEASON_PASS_PATH : link;
  return section !== '/' && page.startsWith(section) ? 'true' : undefined;
}

/** A header link that tells assistive technology, and the eye, that it leads to this page. */
export function NavLink({ href, ...link }: ComponentProps<typeof SiteLink> & { href: string }) {
  // Null outside the app router's context (a component rendered on its own).
  const pathname = usePathname() as string | null;
  return (
    <SiteLink
      href={href}
      aria-current={pathname ? currentness(href, pathname) : undefined}
      {...link}
    />
  );
}
