import Image from 'next/image';

interface StoreBadgesProps {
  appStoreUrl?: string;
  googlePlayUrl?: string;
  /** Lays the badges out; the badges themselves are the stores' own artwork (public/badges). */
  className?: string;
}

/**
 * The app's store badges, linked to its store pages. A store with no address is left out, and
 * with neither there is nothing to show.
 */
export function StoreBadges({ appStoreUrl, googlePlayUrl, className }: StoreBadgesProps) {
  if (!appStoreUrl && !googlePlayUrl) return null;
  return (
    <ul className={className} role="list">
      {appStoreUrl && (
        <li>
          <StoreBadge
            href={appStoreUrl}
            src="/badges/app-store.svg"
            alt="Download on the App Store"
          />
        </li>
      )}
      {googlePlayUrl && (
        <li>
          <StoreBadge
            href={googlePlayUrl}
            src="/badges/google-play.svg"
            alt="Get it on Google Play"
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
