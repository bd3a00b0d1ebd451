'use client';

import { useState } from 'react';
import { rememberLanguage } from '@/lib/i18n/languageChoice';
import { switchTo, useLanguages } from './LanguageSwitch.client';
import styles from './LanguageSwitch.module.css';

export interface LanguageOfferTexts {
  /** In the other language: "Esta página también está en español." */
  offer: string;
  /** In the other language: "Ver en español". */
  accept: string;
  /** In the other language: "Cerrar". */
  dismiss: string;
}

/**
 * A small line offering this page in the other language, until the guest takes it or closes it.
 * Fixed at the bottom of the window, so showing it moves nothing.
 */
export function LanguageOffer({ texts }: { texts: LanguageOfferTexts }) {
  const { page, other, otherPath } = useLanguages();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className={styles.offer} lang={other} role="region" aria-label={texts.offer}>
      <p>
        {texts.offer}{' '}
        <a href={otherPath} hrefLang={other} onClick={(event) => switchTo(other, event)}>
          {texts.accept}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={texts.dismiss}
        onClick={() => {
          rememberLanguage(page);
          setShown(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
