import type { ReactNode } from 'react';
import styles from './SeasonPassForm.module.css';

export interface PanelHeadingProps {
  /** Referenced by the panel's aria-labelledby, so the heading names its section. */
  id: string;
  step: number;
  children: ReactNode;
}

/** A panel's numbered heading; the step number is decoration, the heading text names the panel. */
export function PanelHeading({ id, step, children }: PanelHeadingProps) {
  return (
    <div className={styles.panelHeading}>
      <span className={styles.step} aria-hidden="true">
        {step}
      </span>
      <h2 id={id}>{children}</h2>
    </div>
  );
}
