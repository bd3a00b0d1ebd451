import { entryEditUrl } from '@/lib/cms/editLink';
import styles from './EntryEditLink.module.css';

/**
 * Shown in draft preview only, above a section (or a page): which entry it comes from, and a link
 * to edit that entry in Contentful when the site reads a Contentful space.
 */
export function EntryEditLink({ id, type }: { id: string; type: string }) {
  const url = entryEditUrl(id);
  return (
    <p className={styles.label}>
      <span className={styles.type}>{type}</span>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Edit in Contentful
          <span className="visually-hidden">
            : {type} entry {id} (opens in a new tab)
          </span>
        </a>
      ) : (
        <span className={styles.id}>entry {id}</span>
      )}
    </p>
  );
}
