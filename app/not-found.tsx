import Image from 'next/image';
import { ButtonLink } from '@/components/Button/Button';
import styles from './status.module.css';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <section className={`container ${styles.status}`}>
      <Image
        src="/art/gutter-ball.svg"
        alt=""
        width={800}
        height={600}
        unoptimized
        preload
        fetchPriority="high"
        className={styles.art}
      />
      <div>
        <p className={styles.code}>404</p>
        <h1>Gutter ball! We can’t find that page.</h1>
        <p>The page may have moved, or the link may be mistyped. Let’s get you back in the game.</p>
        <div className={styles.actions}>
          <ButtonLink href="/">Back Home</ButtonLink>
          <ButtonLink href="/locations/" variant="outline">
            Find a Location
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
