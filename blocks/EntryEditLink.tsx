import { entryEditUrl } from '@/lib/cms/editLink';
import styles from './EntryEditLink.module.css';

/**
 * Shown in draft preview only, above a section (or a page): which entry it comes from, and a link
 * to edit that entry in Contentful when the site reads a Contentful space. It carries the live
 * preview SDK's tags (components/LivePreview), so that in Contentful's editor a click on it opens
 * the entry at `field`, and a save of the entry refreshes the preview: the SDK reports saves only of
 * entries tagged on the page, and a tag needs a field.
 */
export function EntryEditLink({ id, type, field }: { id: string; type: string; field?: string }) {
  const url = entryEditUrl(id);
  const tags = field ? { 'data-contentful-entry-id': id, 'data-contentful-field-id': field } : {};
  return (
    // Editors work in English (Contentful's own language), whatever the page's.
    <p className={styles.label} lang="en" {...tags}>
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
