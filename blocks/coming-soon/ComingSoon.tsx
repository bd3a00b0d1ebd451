import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { SignUpFrame } from './ComingSoon.lazy';
import type { ComingSoonProps } from './schema';
import styles from './ComingSoon.module.css';

/**
 * Coming soon: the heading, then its sign-up page in a frame. The link under the frame is always
 * there, for guests whose browser blocks the frame or runs no script.
 */
export function ComingSoon({
  heading,
  intro,
  signUpUrl,
  frameUrl,
  frameTitle,
  context,
}: BlockProps<ComingSoonProps>) {
  const t = translator('Blocks', context.locale);
  const openInNewTab = t('openSignUpForm');
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.comingSoon}`}>
      <SignUpFrame
        src={frameUrl}
        title={frameTitle}
        signUpUrl={signUpUrl}
        words={{ unavailable: t('signUpFormUnavailable'), openInNewTab }}
      />
      <p className={styles.plainLink}>
        <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
          {openInNewTab}
        </a>
      </p>
    </HeadedSection>
  );
}
