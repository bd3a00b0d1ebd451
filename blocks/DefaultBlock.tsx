import styles from './DefaultBlock.module.css';

/**
 * Stands in for a section type the site has no block for: invisible to guests, a visible
 * notice for editors previewing drafts.
 */
export function DefaultBlock({
  type,
  id,
  preview,
}: {
  type: string;
  id: string;
  preview: boolean;
}) {
  if (!preview) return null;
  return (
    // For editors, who work in English whatever the page's language.
    <aside className={styles.notice} aria-label="Unsupported section" lang="en">
      <strong>No block for section type “{type}”</strong> (entry {id}). Guests do not see this
      section. Add a block for it or remove it from the page.
    </aside>
  );
}
