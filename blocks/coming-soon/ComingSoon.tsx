import { HeadedSection } from '../shared/HeadedSection';
import { SignUpFrame } from './ComingSoon.lazy';
import type { ComingSoonProps } from './schema';
import styles from './ComingSoon.module.css';

/**
 * Coming soon: the heading, then its sign-up page in a frame. The link under the frame is always
 * there, for guests whose browser blocks the frame or runs no script.
 */
export function ComingSoon({ heading, intro, signUpUrl, frameUrl, frameTitle }: ComingSoonProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.comingSoon}`}>
      <SignUpFrame src={frameUrl} title={frameTitle} signUpUrl={signUpUrl} />
      <p className={styles.plainLink}>
        <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
          Open the sign-up form in a new tab
        </a>
      </p>
    </HeadedSection>
  );
}
