import Image from 'next/image';
import Link from 'next/link';
import { ButtonLink } from '@/components/Button/Button';
import type { Picture } from '@/lib/cms/fields';
import { MobileMenu } from './MobileMenu.client';
import { NavLink } from './NavLink.client';
import { NavMenu } from './NavMenu.client';
import styles from './SiteHeader.module.css';

export interface HeaderLink {
  label: string;
  href: string;
}

/** A titled group of links, opened from the header. */
export interface HeaderMenu {
  title: string;
  links: HeaderLink[];
}

export type HeaderItem = HeaderLink | HeaderMenu;

export const isMenu = (item: HeaderItem): item is HeaderMenu => 'links' in item;

const toLink = ({ label, href }: HeaderLink): HeaderLink => ({ label, href });

/**
 * The header's items with nothing but what the header shows: every page's payload carries them to
 * the menus, so a link's description or an entry's id would travel for nothing.
 */
export function headerItems(items: readonly HeaderItem[]): HeaderItem[] {
  return items.map((item) =>
    isMenu(item) ? { title: item.title, links: item.links.map(toLink) } : toLink(item),
  );
}

interface SiteHeaderProps {
  companyName: string;
  logo?: Picture;
  items: HeaderItem[];
  cta?: HeaderLink;
}

/**
 * The site's header: the logo, the main areas (a link each, or a menu of links, so every area is
 * at most two taps away) and the header's button; on phones a menu button opens them all.
 */
export function SiteHeader({ companyName, logo, items, cta }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          {logo ? (
            <Image
              src={logo.src}
              alt={`${companyName} home`}
              width={logo.width}
              height={logo.height}
              unoptimized={logo.contentType === 'image/svg+xml'}
              // Above the fold on every page, but small: the page's hero keeps the high priority.
              loading="eager"
              className={styles.logo}
            />
          ) : (
            <span className={styles.wordmark}>{companyName}</span>
          )}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul role="list">
            {items.map((item) =>
              isMenu(item) ? (
                <li key={item.title}>
                  <NavMenu {...item} />
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink href={item.href}>{item.label}</NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {cta && (
          <ButtonLink href={cta.href} variant="sun" size="small" className={styles.cta}>
            {cta.label}
          </ButtonLink>
        )}
        <MobileMenu items={items} cta={cta} />
      </div>
    </header>
  );
}
