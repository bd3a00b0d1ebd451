import { SiteLink } from '@/components/SiteLink.client';
import { anchorFor } from '@/lib/format';
import type { TripleColumnProps } from './schema';
import { CardRow } from '@/components/CardRow';
import { ContentItemCard } from '../shared/ContentItemCard';
import styles from './TripleColumn.module.css';

export function TripleColumn({ heading, columns }: TripleColumnProps) {
  return (
    <section id={heading && anchorFor(heading)} className="section container">
      {heading && <h2 className="section-heading">{heading}</h2>}
      <CardRow label={heading}>
        {columns.map((column) => (
          <ContentItemCard key={column.id} item={column} tagLineClassName={styles.tagLine}>
            {column.excerpt && <p>{column.excerpt}</p>}
            {column.cta && (
              <SiteLink href={column.cta.href} className={styles.more}>
                {column.cta.label}
                <span className="visually-hidden">: {column.title}</span>
              </SiteLink>
            )}
          </ContentItemCard>
        ))}
      </CardRow>
    </section>
  );
}
