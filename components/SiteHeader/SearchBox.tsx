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
  /** In the header's bar, in the phone menu, or large on the search page. */
  look?: 'bar' | 'menu' | 'page';
}) {
  return (
    <form
      role="search"
      aria-label={texts.label}
      action={localizedHref(SEARCH_PATH, locale)}
      method="get"
      className={`${styles.box} ${styles[look]}`}
    >
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={id}
        className={styles.field}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={texts.placeholder}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
        <span className={look === 'page' ? styles.submitLabel : 'visually-hidden'}>
          {texts.submit}
        </span>
      </button>
    </form>
  );
}
