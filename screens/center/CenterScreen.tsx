import { SiteLink } from '@/components/SiteLink.client';
import { localBusinessJsonLd } from '@/blocks/center-finder/jsonLd';
import { experiencesAt, experienceSliderHeading } from '@/blocks/experience-slider/filter';
import { LinkImage } from '@/blocks/shared/LinkImage';
import { ButtonLink } from '@/components/Button/Button';
import { CardRow } from '@/components/CardRow';
import { OpeningHoursTable } from '@/components/OpeningHoursTable';
import { OpenNowStatus } from '@/components/OpenNow/OpenNowStatus.lazy';
import { notOpenNote, type Center, type CenterOpening } from '@/lib/centers';
import { cityLine, directionsHref } from '@/lib/centers/directions';
import { openingTimes } from '@/lib/centers/hoursText';
import { centerClock, upcomingSpecialHours } from '@/lib/centers/openNow';
import { shortDayLabel } from '@/lib/dates';
import { partnerLinks } from '@/lib/centers/deliveryChoice';
import { telHref } from '@/lib/centers/phone';
import type { Experience } from '@/lib/cms';
import { islandTranslations, speechOf, translator, type Locale } from '@/lib/i18n';
import { scriptJson } from '@/lib/scriptJson';
import { BOOK_ACTIVITIES_PATH, FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import { BookPartyHere } from './BookPartyHere.lazy';
import { CenterAccess } from './CenterAccess';
import cards from '@/components/cards.module.css';
import gradients from '@/components/gradients.module.css';
import heroes from '@/components/heroes.module.css';
import styles from './CenterScreen.module.css';

/** Each experience card's art frame takes the next colour, as in the experience slider. */
const THEMES = ['sunset', 'ocean', 'grape', 'sun'] as const;

interface CenterScreenProps {
  center: Center;
  locale: Locale;
  /** Whether it is open now: a center that is not takes no party, booking or order yet. */
  opening: CenterOpening;
  /** The moment the page is made: its status and special days are told as of then. */
  renderedAt: number;
  companyName: string;
  /** Every experience; the page shows those at the center's venues. */
  experiences: readonly Experience[];
  /** The delivery page, when the CMS has one. */
  deliveryPath?: string;
}

/**
 * A center's own page: where it is, when it is open and how to reach it, the ways to book or
 * order from it, and the experiences it offers, with its schema.org LocalBusiness data. Server
 * markup but for Book a Party, which remembers the center for the booking widget.
 */
export function CenterScreen({
  center,
  opening,
  renderedAt,
  companyName,
  experiences,
  deliveryPath,
  locale,
}: CenterScreenProps) {
  const t = translator('CenterPage', locale);
  const title = `${companyName} ${center.name}`;
  // Only a center with a store page at a delivery partner can be ordered from.
  const delivers = partnerLinks(center).some((link) => link.storePage);
  const jsonLd = localBusinessJsonLd(
    [opening.status === 'open' ? center : { ...center, notOpen: opening }],
    { companyName, specialHoursFrom: renderedAt },
  );
  return (
    <>
      <section className={`${styles.hero} ${gradients.grape}`} aria-labelledby="page-heading">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <SiteLink href={FIND_A_LOCATION_PATH} className={styles.back}>
              <span aria-hidden="true">←</span> {t('backToLocations')}
            </SiteLink>
            <p className={heroes.eyebrow}>{`${center.city}, ${center.state}`}</p>
            <h1 id="page-heading" className={heroes.heading}>
              {title}
            </h1>
            <p className={styles.lead}>
              {opening.status === 'open'
                ? t('lead')
                : notOpenNote(opening, speechOf(['OpenNow'], locale))}
            </p>
            {opening.status === 'open' && (
              <div className={styles.actions}>
                <BookPartyHere
                  centerId={center.id}
                  label={t('bookAParty')}
                  where={t('bookAPartyAt', { center: center.name })}
                />
                <ButtonLink href={BOOK_ACTIVITIES_PATH} variant="light">
                  {t('bookActivities')}
                </ButtonLink>
                {delivers && deliveryPath && (
                  <ButtonLink href={deliveryPath} variant="outline">
                    {t('orderDelivery')}
                  </ButtonLink>
                )}
              </div>
            )}
          </div>
          <VisitCard center={center} opening={opening} renderedAt={renderedAt} locale={locale} />
        </div>
      </section>
      <CenterExperiences center={center} experiences={experiences} locale={locale} />
      <CenterAccess center={center} title={title} locale={locale} />
      <script
        type="application/ld+json"
        // Escaped by scriptJson: no content can end the element early.
        dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
      />
    </>
  );
}

/** Where the center is, how to get there or call it, whether it is open now and its hours. */
function VisitCard({
  center,
  opening,
  renderedAt,
  locale,
}: {
  center: Center;
  opening: CenterOpening;
  renderedAt: number;
  locale: Locale;
}) {
  const t = translator('CenterPage', locale);
  return (
    <section className={styles.visit} aria-labelledby="visit-heading">
      <h2 id="visit-heading" className={styles.visitHeading}>
        {t('visitUs')}
      </h2>
      <address className={styles.address}>
        {center.address}
        <br />
        {cityLine(center)}
      </address>
      <div className={styles.contact}>
        <ButtonLink href={directionsHref(center)} variant="primary" size="small">
          {t('getDirections')}
        </ButtonLink>
        <ButtonLink href={telHref(center.phone)} variant="pink" size="small">
          {t('call', { phone: center.phone })}
        </ButtonLink>
      </div>
      <h3 id="hours-heading" className={styles.hoursHeading}>
        {t('openingHours')}
      </h3>
      {opening.status === 'open' && (
        <OpenNowStatus
          opening={opening}
          clock={centerClock(center)}
          renderedAt={renderedAt}
          className={styles.status}
          translations={islandTranslations(['OpenNow'], locale)}
        />
      )}
      {opening.status !== 'open' ? (
        <p className={styles.noHours}>{notOpenNote(opening, speechOf(['OpenNow'], locale))}</p>
      ) : center.hours.length > 0 ? (
        <OpeningHoursTable
          hours={center.hours}
          speech={speechOf(['OpenNow'], locale)}
          className={styles.hours}
          aria-labelledby="hours-heading"
        />
      ) : (
        <p className={styles.noHours}>{t('callForHours')}</p>
      )}
      {opening.status === 'open' && (
        <SpecialDays center={center} renderedAt={renderedAt} locale={locale} />
      )}
    </section>
  );
}

/** The days in the next two weeks when the center keeps other hours or closes, and why. */
function SpecialDays({
  center,
  renderedAt,
  locale,
}: {
  center: Center;
  renderedAt: number;
  locale: Locale;
}) {
  const days = upcomingSpecialHours(centerClock(center), renderedAt);
  if (days.length === 0) return null;
  const t = translator('CenterPage', locale);
  const speech = speechOf(['OpenNow'], locale);
  return (
    <>
      <h3 id="special-hours-heading" className={styles.hoursHeading}>
        {t('specialHours')}
      </h3>
      <table className={styles.hours} aria-labelledby="special-hours-heading">
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDayLabel(day.date, locale)}</th>
              <td>
                {day.closed ? t('closed') : openingTimes(day, speech)}
                <span className={styles.specialNote}>{day.note}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The experiences at the center's venues, by the slider's own rule and heading. */
function CenterExperiences({
  center,
  experiences,
  locale,
}: {
  center: Center;
  experiences: readonly Experience[];
  locale: Locale;
}) {
  const { shown } = experiencesAt(experiences, { [center.id]: center }, center.id);
  if (shown.length === 0) return null;
  const heading = experienceSliderHeading(center.name, speechOf(['ExperienceSlider'], locale).say);
  return (
    <section
      className={`section backdrop ${styles.experiences}`}
      aria-labelledby="experiences-heading"
    >
      <div className="container">
        <h2 id="experiences-heading" className="section-heading">
          {heading}
        </h2>
        <CardRow label={heading}>
          {shown.map((experience, index) => (
            <li key={experience.slug}>
              <article className={`${cards.card} ${cards.lift} ${styles.experience}`}>
                <div className={`${styles.art} ${gradients[THEMES[index % THEMES.length]!]}`}>
                  <LinkImage
                    item={experience}
                    // The card's title names it right below.
                    alt=""
                    sizes="(max-width: 639px) 100vw, 300px"
                    className={styles.picture}
                  />
                </div>
                <div className={cards.body}>
                  <h3 className={cards.title}>
                    <SiteLink href={experience.path} className={styles.cardLink}>
                      {experience.title}
                    </SiteLink>
                  </h3>
                  <p className={cards.excerpt}>{experience.tagline}</p>
                  {experience.priceHint && <p className={styles.price}>{experience.priceHint}</p>}
                </div>
              </article>
            </li>
          ))}
        </CardRow>
      </div>
    </section>
  );
}
