import { RichText } from '@/components/RichText';
import type { DisclaimerProps } from './schema';
import styles from './Disclaimer.module.css';

/** The small print under offers and packages. */
export function Disclaimer({ body }: DisclaimerProps) {
  return (
    <aside className={`container ${styles.disclaimer}`} aria-label="Disclaimer">
      <RichText document={body} />
    </aside>
  );
}
