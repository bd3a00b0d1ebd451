import { RichText } from '@/components/RichText';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import type { DisclaimerProps } from './schema';
import styles from './Disclaimer.module.css';

/** The small print under offers and packages. */
export function Disclaimer({ body, context }: BlockProps<DisclaimerProps>) {
  return (
    <aside
      className={`container ${styles.disclaimer}`}
      aria-label={translator('Blocks', context.locale)('disclaimer')}
    >
      <RichText document={body} />
    </aside>
  );
}
