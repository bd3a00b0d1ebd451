import Link from 'next/link';
import { Picture } from '@/components/Picture';
import { anchorFor } from '@/lib/format';
import type { TripleColumnProps } from './schema';
import { CardRow } from '@/components/CardRow';
import cardStyles from '@/components/cards.module.css';
import styles from './TripleColumn.module.css';

export function TripleColumn({ heading, columns }: TripleColumnProps) {
  return (
    <section id={heading && anchorFor(heading)} className="section container">
      {heading && <h2 className="section-heading">{heading}</h2>}
      <CardRow label={heading}>
        {columns.map((column) => (
          <li key={column.id} className={cardStyles.card}>
            {column.linkImage && (
              <Picture
                image={column.linkImage}
                sizes="(max-width: 991px) 100vw, 33vw"
                className={cardStyles.image}
              />
            )}
            <div className={cardStyles.body}>
              {column.tagLine && (
                <p className={`${cardStyles.tagLine} ${styles.tagLine}`}>{column.tagLine}</p>
              )}
              <h3>{column.title}</h3>
              {column.excerpt && <p>{column.excerpt}</p>}
              {column.cta && (
                <Link href={column.cta.href} className={styles.more}>
                  {column.cta.label}
                  <span className="visually-hidden">: {column.title}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </CardRow>
    </section>
  );
}
