'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localizedHref } from '@/lib/i18n/locales';
import { usePageLocale } from './usePageLocale.client';

/**
 * A link to a page of this site, in the language of the page it is on: on a Spanish page,
 * `/locations/` leads to `/es/locations/`, so content, constants and islands keep writing one
 * address. Anything that is not a page address (another site, an anchor, a file) is left alone.
 * Every in-site link goes through here (eslint forbids `next/link` elsewhere).
 */
export function SiteLink({ href, ...link }: ComponentProps<typeof Link> & { href: string }) {
  return <Link href={localizedHref(href, usePageLocale())} {...link} />;
}
