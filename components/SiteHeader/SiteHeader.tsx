import Image from 'next/image';
import Link from 'next/link';
import { ButtonLink } from '@/components/Button/Button';
import type { Picture } from '@/lib/cms/fields';
import { MobileMenu } from './MobileMenu.client';
import { NavLink } from './NavLink.client';
import styles from './SiteHeader.module.css';

export interface HeaderLink {
  label: string;
  href: string;
}

interface SiteHeaderProps {
  companyName: string;
  logo?: Picture;
  links: HeaderLink[];
  cta?: HeaderLink;
}

export function SiteHeader({ companyName, logo, links, cta }: SiteHeaderProps) {
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
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {cta && (
          <ButtonLink href={cta.href} variant="sun" size="small" className={styles.cta}>
            {cta.label}
          </ButtonLink>
        )}
        <MobileMenu links={links} cta={cta} />
      </div>
    </header>
  );
}
