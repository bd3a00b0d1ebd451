import { localizedHref, type Locale } from '@/lib/i18n/locales';
import styles from './SearchBox.module.css';

/** The search page's address, in the default language's form. */
export const SEARCH_PATH = '/search/';

/** Longer input is cut by the search page anyway (lib/search/query.ts). */
const MAX_LENGTH = 100;

export interface SearchBoxTexts {
  /** The form's and the field's name ('Search the site'). */
  label: string;
  placeholder: string;
  /** The button's name ('Search'). */
  submit: string;
}

/**
 * A plain search form: it sends `?q=` to the search page in the page's language, which answers
 * on the server, so it works before scripts load and without them.
 */
export function SearchBox({
  id,
  locale,
  texts,
  query,
  look = 'bar',
}: {
  /** The field's id, one per box on a page. */
  id: string;
  locale: Locale;
  texts: SearchBoxTexts;
  /** What the field starts with: the search being shown. */
  query?: string;
  /** In the header's bar, or large on the search page. */
  look?: 'bar' | 'page';
}) {
  return (
    <form
      role="search"
      aria-label={texts.label}
      action={localizedHref(SEARCH_PATH, locale)}
      method="get"
      className={`${styles.box} ${styles[look]}`}
    >
      {/* Every page's header carries this box twice (markup and payload): it says no more than it must. */}
      <input
        id={id}
        aria-label={texts.label}
        className={styles.field}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={texts.placeholder}
        maxLength={MAX_LENGTH}
      />
      {look === 'page' ? (
        <button type="submit" className={styles.submit}>
          <span className={styles.submitLabel}>{texts.submit}</span>
        </button>
      ) : (
        <button type="submit" className={styles.submit} aria-label={texts.submit} />
      )}
    </form>
  );
}
