import Image from 'next/image';
import { translator, type Locale } from '@/lib/i18n';

interface StoreBadgesProps {
  appStoreUrl?: string;
  googlePlayUrl?: string;
  /** Lays the badges out; the badges themselves are the stores' own artwork (public/badges). */
  className?: string;
  /** The page's language, for the badges' names. */
  locale: Locale;
}

/**
 * The app's store badges, linked to its store pages. A store with no address is left out, and
 * with neither there is nothing to show.
 */
export function StoreBadges({ appStoreUrl, googlePlayUrl, className, locale }: StoreBadgesProps) {
  if (!appStoreUrl && !googlePlayUrl) return null;
  const t = translator('Blocks', locale);
  return (
    <ul className={className} role="list">
      {appStoreUrl && (
        <li>
          <StoreBadge href={appStoreUrl} src="/badges/app-store.svg" alt={t('appStoreBadge')} />
        </li>
      )}
      {googlePlayUrl && (
        <li>
          <StoreBadge
            href={googlePlayUrl}
            src="/badges/google-play.svg"
            alt={t('googlePlayBadge')}
          />
        </li>
      )}
    </ul>
  );
}

function StoreBadge({ href, src, alt }: { href: string; src: string; alt: string }) {
  return (
    <a href={href} rel="noopener noreferrer">
      <Image src={src} alt={alt} width={180} height={54} unoptimized />
    </a>
  );
}
