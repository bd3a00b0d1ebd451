import { SiteLink } from '@/components/SiteLink.client';
import { Picture } from '@/components/Picture';
import type { ImageBannerProps } from './schema';
import styles from './ImageBanner.module.css';

/**
 * A full-width promotional image, swapped for its mobile version below 992 px. A linked banner
 * shows its link's words on a button over the picture: a guest sees where it leads, not only a
 * screen reader.
 */
export function ImageBanner({ image, imageMobile, link }: ImageBannerProps) {
  const banner = (
    <Picture image={image} mobileImage={imageMobile} sizes="100vw" className={styles.image} />
  );
  return (
    <div className={`container ${styles.banner}`}>
      {link ? (
        <SiteLink href={link.href} className={styles.link} aria-label={link.label}>
          {banner}
          <span className={styles.action} aria-hidden="true">
            {link.label}
          </span>
        </SiteLink>
      ) : (
        banner
      )}
    </div>
  );
}
