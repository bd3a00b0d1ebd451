import styles from './PageLoading.module.css';

/** A page's loading state while the next one is prepared: a bouncing ball, announced politely. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.ball} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
