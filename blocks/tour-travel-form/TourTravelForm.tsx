import { ButtonLink } from '@/components/Button/Button';
import { telHref } from '@/lib/centers/phone';
import { anchorFor } from '@/lib/format';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import type { TourTravelFormProps } from './schema';
import { TourTravelFrame } from './TourTravelFrame.lazy';
import styles from './TourTravelForm.module.css';

/**
 * The tour and travel operators' own form, framed. The frame loads when it nears the screen, may
 * run the form's scripts, post it and open its links in new windows, and nothing more (no top
 * navigation, no downloads). Where the frame cannot show the form (a blocked third party, a privacy
 * extension, the form host down, no JavaScript) a panel takes its place with the form's address
 * and the group desk's phone number; the line under it keeps both in reach when the form is there.
 */
export function TourTravelForm({
  heading,
  intro,
  formUrl,
  height,
  title,
  phone,
  context,
}: BlockProps<TourTravelFormProps>) {
  const t = translator('Blocks', context.locale);
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section container ${styles.tourTravel}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <h2 id={`${anchor}-heading`} className="section-heading">
        {heading}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={styles.frame}>
        <TourTravelFrame
          formUrl={formUrl}
          title={title}
          height={height}
          fallback={
            <div className={`backdrop ${styles.fallback}`} role="group" aria-label={title}>
              <p className={styles.fallbackHeading}>{t('planYourTrip')}</p>
              <p>{t('openOrCall')}</p>
              <div className={styles.actions}>
                <ButtonLink href={formUrl}>{t('openTripForm')}</ButtonLink>
                <ButtonLink href={telHref(phone)} variant="outline">
                  {t('callPhone', { phone })}
                </ButtonLink>
              </div>
            </div>
          }
        />
      </div>
      <p className={styles.elsewhere}>
        {t.rich('troubleWithForm', {
          phone,
          newTab: (words) => (
            <a href={formUrl} target="_blank" rel="noopener noreferrer">
              {words}
            </a>
          ),
          call: (number) => <a href={telHref(phone)}>{number}</a>,
        })}
      </p>
    </section>
  );
}
