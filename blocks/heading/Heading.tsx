import type { HeadingProps } from './schema';
import styles from './Heading.module.css';

export function Heading({ heading, level, subheading, align }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <div className={`container ${styles.heading} ${styles[align]}`}>
      <Tag className={styles[`level${level}`]}>{heading}</Tag>
      {subheading && <p className={styles.subheading}>{subheading}</p>}
    </div>
  );
}
