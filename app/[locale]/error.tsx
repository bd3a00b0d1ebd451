'use client';

import { use, useEffect } from 'react';
import { Button, ButtonLink } from '@/components/Button/Button';
import { usePageLocale } from '@/components/usePageLocale.client';
import words from '@/messages/en/ErrorPage.json';
import styles from '../status.module.css';

type ErrorWords = typeof words;

/**
 * The Spanish words load only when a Spanish page fails: every page carries this boundary's
 * code, and its English is all of it an English page needs.
 */
let spanishWords: Promise<ErrorWords> | undefined;
function spanish(): Promise<ErrorWords> {
  spanishWords ??= import('@/messages/es/ErrorPage.json').then((module) => module.default);
  return spanishWords;
}

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const locale = usePageLocale();
  const t = locale === 'es' ? use(spanish()) : words;

  return (
    <section className={`container ${styles.status}`}>
      <div>
        <p className={styles.code}>{t.code}</p>
        <h1>{t.heading}</h1>
        <p>{t.text}</p>
        <div className={styles.actions}>
          <Button onClick={reset}>{t.tryAgain}</Button>
          <ButtonLink href="/contact-us/" variant="outline">
            {t.contactUs}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
