import Image from 'next/image';
import { SiteLink } from '@/components/SiteLink.client';
import type { Picture } from '@/lib/cms/fields';
import { DEFAULT_LOCALE, type Locale, translator } from '@/lib/i18n';
import { isInternalHref } from '@/lib/links';
import { StoreBadges } from '@/components/StoreBadges';
import { PREFERENCES_SLOT_ID } from '../Analytics/preferencesSlot';
import styles from './SiteFooter.module.css';

interface FooterLink {
  label: string;
  href: string;
}

interface SiteFooterProps {
  companyName: string;
  tagline?: string;
  logo?: Picture;
  columns: { id: string; title: string; links: FooterLink[] }[];
  legalLinks: FooterLink[];
  socialLinks: FooterLink[];
  appStoreUrl?: string;
  googlePlayUrl?: string;
  year: number;
  /** The page's language (the root layout's `[locale]`). */
  locale?: Locale;
}

export function SiteFooter(props: SiteFooterProps) {
  const {
    companyName,
    tagline,
    logo,
    columns,
    legalLinks,
    socialLinks,
    appStoreUrl,
    googlePlayUrl,
    year,
    locale = DEFAULT_LOCALE,
  } = props;
  const t = translator('Chrome', locale);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div>
          {logo ? (
            <Image
              src={logo.src}
              alt={companyName}
              width={logo.width}
              height={logo.height}
              unoptimized={logo.contentType === 'image/svg+xml'}
              className={styles.logo}
            />
          ) : (
            <p className={styles.wordmark}>{companyName}</p>
          )}
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          {(appStoreUrl || googlePlayUrl) && (
            <div>
              <p className={styles.appsTitle}>{t('getTheApp', { company: companyName })}</p>
              <StoreBadges
                appStoreUrl={appStoreUrl}
                googlePlayUrl={googlePlayUrl}
                className={styles.badges}
                locale={locale}
              />
            </div>
          )}
        </div>
        <nav aria-label={t('siteMap')} className={styles.columns}>
          {columns.map((column) => (
            <div key={column.id}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul role="list">
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('rightsReserved', { year, company: companyName })}</p>
          <InlineLinks label={t('legal')} links={legalLinks} />
          <InlineLinks label={t('socialMedia')} links={socialLinks} />
          {/* Room for "Cookie preferences", which only a site with analytics shows. */}
          <div id={PREFERENCES_SLOT_ID} />
        </div>
      </div>
    </footer>
  );
}

/** A row of links in the footer's bottom bar, a landmark of its own; left out when it has none. */
function InlineLinks({ label, links }: { label: string; links: FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul role="list" className={styles.inline}>
        {links.map((link) => (
          <li key={link.href}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (isInternalHref(link.href)) return <SiteLink href={link.href}>{link.label}</SiteLink>;
  return (
    <a href={link.href} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}
