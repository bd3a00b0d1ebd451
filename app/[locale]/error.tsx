'use client';

import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/Button/Button';
import styles from '../status.module.css';

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

  return (
    <section className={`container ${styles.status}`}>
      <div>
        <p className={styles.code}>Oops</p>
        <h1>Something went wrong on our side.</h1>
        <p>
          Please try again. If the problem persists, our team is happy to help on the contact page.
        </p>
        <div className={styles.actions}>
          <Button onClick={reset}>Try again</Button>
          <ButtonLink href="/contact-us/" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
