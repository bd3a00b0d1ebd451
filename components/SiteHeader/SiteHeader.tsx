import Image from 'next/image';
import { SiteLink } from '@/components/SiteLink.client';
import { ButtonLink } from '@/components/Button/Button';
import type { Picture } from '@/lib/cms/fields';
import { DEFAULT_LOCALE, type Locale, otherLocale, translator } from '@/lib/i18n';
import { isMenu, type HeaderItem, type HeaderLink } from './items';
import { LanguageOffer, LanguageSwitch } from './LanguageSwitch.client';
import { MobileMenu } from './MobileMenu.client';
import { NavLink } from './NavLink.client';
import { NavMenu } from './NavMenu.client';
import { SearchBox } from './SearchBox';
import styles from './SiteHeader.module.css';

interface SiteHeaderProps {
  companyName: string;
  logo?: Picture;
  items: HeaderItem[];
  cta?: HeaderLink;
  /** The page's language (the root layout's `[locale]`). */
  locale?: Locale;
}

/**
 * The site's header: the logo, the main areas (a link each, or a menu of links, so every area is
 * at most two taps away), the site search and the header's button; on phones a menu button opens
 * them all, the search first.
 */
export function SiteHeader({
  companyName,
  logo,
  items,
  cta,
  locale = DEFAULT_LOCALE,
}: SiteHeaderProps) {
  const t = translator('Chrome', locale);
  // The switch and the offer speak the language they lead to.
  const other = otherLocale(locale);
  const inOther = translator('LanguageSwitch', other);
  const switchTexts = { name: inOther('name'), action: inOther('action') };
  const search = translator('Search', locale);
  const searchTexts = {
    label: search('boxLabel'),
    placeholder: search('boxPlaceholder'),
    submit: search('submit'),
  };
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLink href="/" className={styles.brand}>
          {logo ? (
            <Image
              src={logo.src}
              alt={t('homeLink', { company: companyName })}
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
        </SiteLink>
        <nav aria-label={t('mainNavigation')} className={styles.desktopNav}>
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
        <div className={styles.search}>
          <SearchBox id="site-search" locale={locale} texts={searchTexts} />
        </div>
        <div className={styles.language}>
          <LanguageSwitch texts={switchTexts} className={styles.languageSwitch} />
        </div>
        {cta && (
          <ButtonLink href={cta.href} variant="sun" size="small" className={styles.cta}>
            {cta.label}
          </ButtonLink>
        )}
        <MobileMenu
          items={items}
          cta={cta}
          labels={{ menu: t('menu'), mainNavigation: t('mainNavigation') }}
          languageSwitch={switchTexts}
        />
      </div>
      <LanguageOffer
        texts={{ offer: inOther('offer'), accept: inOther('accept'), dismiss: inOther('dismiss') }}
      />
    </header>
  );
}
