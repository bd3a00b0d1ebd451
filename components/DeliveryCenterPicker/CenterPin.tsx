import { DecorativeIcon } from '../DecorativeIcon';
import styles from './CenterPin.module.css';

/**
 * The map pin that stands for the guest's delivery center: a pink pin with a sun dot on a white
 * disc. The class sets its place and shadow.
 */
export function CenterPin({ size, className }: { size: number; className?: string }) {
  return (
    <DecorativeIcon className={className} viewBox="0 0 48 48" size={size}>
      <circle cx="24" cy="24" r="23" className={styles.disc} />
      <path className={styles.mark} d="M24 38s-11-10.2-11-18a11 11 0 0 1 22 0c0 7.8-11 18-11 18z" />
      <circle cx="24" cy="20" r="4" className={styles.dot} />
    </DecorativeIcon>
  );
}
