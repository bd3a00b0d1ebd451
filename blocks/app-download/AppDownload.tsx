import { StoreBadges } from '@/components/StoreBadges';
import { getSiteSettings } from '@/lib/cms';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { qrCodeSvg } from './qrCode';
import type { AppDownloadProps } from './schema';
import styles from './AppDownload.module.css';

/**
 * The app's store badges (the footer's) and its QR code.
 */
export async function AppDownload({
  heading,
  text,
  qrCodeUrl,
  context,
}: BlockProps<AppDownloadProps>) {
  const [{ companyName, appStoreUrl, googlePlayUrl }, qrCode] = await Promise.all([
    getSiteSettings(context),
    qrCodeSvg(qrCodeUrl),
  ]);
  const t = translator('Blocks', context.locale);
  return (
    <HeadedSection heading={heading} className={styles.appDownload}>
      <div className={styles.card}>
        <div className={styles.body}>
          {text && <p className={styles.text}>{text}</p>}
          <StoreBadges
            appStoreUrl={appStoreUrl}
            googlePlayUrl={googlePlayUrl}
            className={styles.badges}
            locale={context.locale}
          />
        </div>
        <figure className={styles.qr}>
          <div
            role="img"
            aria-label={t('qrCode', { company: companyName })}
            className={styles.qrImage}
            // Made by the qrcode library from the CMS's validated address: markup, no script.
            dangerouslySetInnerHTML={{ __html: qrCode }}
          />
          <figcaption>{t('scanWithCamera')}</figcaption>
        </figure>
      </div>
    </HeadedSection>
  );
}
