import Image from 'next/image';
import { ButtonLink } from '@/components/Button/Button';
import { translator } from '@/lib/i18n';
import { pageLocale } from '@/screens/pageLocale';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import styles from '../status.module.css';

export async function generateMetadata() {
  const locale = await pageLocale();
  return { title: translator('NotFound', locale)('title') };
}

export default async function NotFound() {
  const locale = await pageLocale();
  const t = translator('NotFound', locale);
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
        <h1>{t('heading')}</h1>
        <p>{t('text')}</p>
        <div className={styles.actions}>
          <ButtonLink href="/">{t('home')}</ButtonLink>
          <ButtonLink href={FIND_A_LOCATION_PATH} variant="outline">
            {t('findALocation')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
