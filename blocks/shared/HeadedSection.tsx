import type { ReactNode } from 'react';
import { anchorFor } from '@/lib/format';
import styles from './HeadedSection.module.css';

/** The id of a headed section's h2, which names the section and may name a form inside it. */
export const headingIdFor = (heading: string) => `${anchorFor(heading)}-heading`;

/**
 * A content section opening with its h2 and an optional intro line. The heading names the section
 * for assistive technology and gives it its anchor (`Optional Add-Ons` → `#optional-add-ons`), so
 * editors can link to any section by its heading.
 */
export function HeadedSection({
  heading,
  intro,
  className,
  children,
}: {
  heading: string;
  intro?: string;
  /** The section's own look (its background). */
  className?: string;
  children: ReactNode;
}) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={headingIdFor(heading)}
    >
      <div className="container">
        <h2 id={headingIdFor(heading)} className="section-heading">
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
