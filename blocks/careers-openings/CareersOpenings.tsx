import { hidden } from '@/components/richTags';
import { SiteLink } from '@/components/SiteLink.client';
import { Suspense } from 'react';
import { centerOptionGroups, centersFromEntries } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { getCenterEntries, getJobOpeningEntries, getSiteSettings } from '@/lib/cms';
import { calendarDayFormat } from '@/lib/dates';
import { anchorFor } from '@/lib/format';
import { FORM_NAMESPACES, islandTranslations, translator, type Locale } from '@/lib/i18n';
import { scriptJson } from '@/lib/scriptJson';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { APPLICATION_ANCHOR, applyHref } from './applyLink';
import { JobApplication, OpeningsFilter } from './CareersOpenings.lazy';
import { jobPostingsJsonLd } from './jsonLd';
import {
  departmentName,
  employmentTypeName,
  openingsFrom,
  payRange,
  type JobOpening,
} from './openings';
import type { CareersOpeningsProps } from './schema';
import buttonStyles from '@/components/Button/Button.module.css';
import styles from './CareersOpenings.module.css';

/** 'Nov 10, 2026' ('10 nov 2026' in Spanish) for '2026-11-10'. */
const formatDay = (day: string, locale: Locale) =>
  calendarDayFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** 'Spark Alley Plano, TX': a center is named by its name and state code, as everywhere. */
const place = (opening: JobOpening, companyName: string) =>
  `${companyName} ${opening.center.name}, ${opening.center.stateCode}`;

const terms = (opening: JobOpening, locale: Locale) =>
  [employmentTypeName(opening, locale), payRange(opening, locale)].filter(Boolean).join(' · ');

/**
 * The job openings, narrowed by state, center and role, each with its JobPosting data and an
 * Apply link to the application form below the list (docs/decisions/0017-careers.md).
 */
export async function CareersOpenings({
  heading,
  intro,
  applicationHeading,
  applicationIntro,
  context,
}: BlockProps<CareersOpeningsProps>) {
  const [entries, settings, centerEntries] = await Promise.all([
    getJobOpeningEntries(context),
    getSiteSettings(context),
    getCenterEntries(context),
  ]);
  const openings = openingsFrom(entries, siteNow());
  const { companyName } = settings;
  const { locale } = context;
  const t = translator('Blocks', locale);
  const listHref = `#${anchorFor(heading)}`;
  const applicationHeadingId = `${APPLICATION_ANCHOR}-heading`;

  return (
    <>
      <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.section}`}>
        {openings.length > 0 ? (
          <OpeningsFilter
            openings={openings.map((opening) => ({
              id: opening.id,
              state: opening.center.state,
              centerId: opening.center.id,
              centerName: opening.center.name,
              department: departmentName(opening, locale),
              card: <OpeningCard opening={opening} companyName={companyName} locale={locale} />,
            }))}
            translations={islandTranslations(['Careers'], locale)}
          />
        ) : (
          <p className={styles.empty}>{t('noOpenings')}</p>
        )}
      </HeadedSection>
      <section
        id={APPLICATION_ANCHOR}
        className={`section ${styles.application}`}
        aria-labelledby={applicationHeadingId}
      >
        <div className={`container ${styles.applicationInner}`}>
          <div>
            <h2 id={applicationHeadingId} className={styles.applicationHeading}>
              {applicationHeading ?? t('applyNow')}
            </h2>
            {applicationIntro && <p className={styles.applicationIntro}>{applicationIntro}</p>}
          </div>
          <div className={styles.panel} lang={locale}>
            <Suspense fallback={<p className={styles.loading}>{t('loadingApplication')}</p>}>
              <JobApplication
                openings={openings.map((opening) => ({
                  slug: opening.slug,
                  title: opening.title,
                  centerId: opening.center.id,
                  place: place(opening, companyName),
                  terms: terms(opening, locale),
                }))}
                locationGroups={centerOptionGroups(centersFromEntries(centerEntries))}
                labelledBy={applicationHeadingId}
                translations={islandTranslations(FORM_NAMESPACES, locale)}
                listHref={listHref}
              />
            </Suspense>
          </div>
        </div>
      </section>
      {openings.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: scriptJson(jobPostingsJsonLd(openings, { companyName })),
          }}
        />
      )}
    </>
  );
}

function OpeningCard({
  opening,
  companyName,
  locale,
}: {
  opening: JobOpening;
  companyName: string;
  locale: Locale;
}) {
  const t = translator('Blocks', locale);
  const pay = payRange(opening, locale);
  return (
    <article className={styles.card}>
      <p className={styles.department}>{departmentName(opening, locale)}</p>
      <h3 className={styles.title}>{opening.title}</h3>
      <p className={styles.place}>{place(opening, companyName)}</p>
      <ul className={styles.facts} role="list">
        <li>{employmentTypeName(opening, locale)}</li>
        {pay && <li>{pay}</li>}
        <li>
          {t.rich('posted', {
            date: formatDay(opening.datePosted, locale),
            time: (words) => <time dateTime={opening.datePosted}>{words}</time>,
          })}
        </li>
      </ul>
      <p className={styles.description}>{opening.description}</p>
      {opening.responsibilities.length > 0 && (
        <details className={styles.details}>
          <summary>{t.rich('whatYouWillDo', { title: opening.title, hidden })}</summary>
          <ul>
            {opening.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      )}
      <p className={styles.deadline}>
        {t.rich('applyBy', {
          date: formatDay(opening.validThrough, locale),
          time: (words) => <time dateTime={opening.validThrough}>{words}</time>,
        })}
      </p>
      {/* The page's own address with the opening: ButtonLink's paths start with a slash. */}
      <SiteLink
        href={applyHref(opening.slug)}
        className={`${buttonStyles.button} ${buttonStyles.pink} ${buttonStyles.small} ${styles.apply}`}
      >
        {t.rich('apply', { title: opening.title, center: opening.center.name, hidden })}
      </SiteLink>
    </article>
  );
}
