'use client';

import { Suspense, use, useEffect } from 'react';
import { Button, ButtonLink } from '@/components/Button/Button';
import { usePageLocale } from '@/components/usePageLocale.client';
import english from '@/messages/en/ErrorPage.json';
import styles from '../status.module.css';

type ErrorWords = typeof english;

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
  // The Spanish words may still be loading: only this page waits for them.
  return (
    <Suspense fallback={null}>
      <ErrorMessage reset={reset} />
    </Suspense>
  );
}

function ErrorMessage({ reset }: { reset: () => void }) {
  const locale = usePageLocale();
  const words = locale === 'es' ? use(spanish()) : english;

  return (
    <section className={`container ${styles.status}`}>
      <div>
        <p className={styles.code}>{words.code}</p>
        <h1>{words.heading}</h1>
        <p>{words.text}</p>
        <div className={styles.actions}>
          <Button onClick={reset}>{words.tryAgain}</Button>
          <ButtonLink href="/contact-us/" variant="outline">
            {words.contactUs}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
