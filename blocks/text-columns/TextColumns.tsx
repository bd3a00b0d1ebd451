import { RichText } from '@/components/RichText';
import { anchorFor } from '@/lib/format';
import type { TextColumnsProps } from './schema';
import styles from './TextColumns.module.css';

export function TextColumns({ heading, columns }: TextColumnsProps) {
  return (
    <section id={heading && anchorFor(heading)} className="section container">
      {heading && <h2 className="section-heading">{heading}</h2>}
      <div className={`${styles.grid} ${columns.length === 1 ? styles.single : ''}`}>
        {columns.map((column) => (
          <div key={column.id} className={styles.column}>
            {column.heading && <h3>{column.heading}</h3>}
            <RichText document={column.body} />
          </div>
        ))}
      </div>
    </section>
  );
}
