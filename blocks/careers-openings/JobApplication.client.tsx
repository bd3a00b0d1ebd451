'use client';

import { useSearchParams } from 'next/navigation';
import { QueryProvider } from '@/components/QueryProvider.client';
import { useSay, withTranslations } from '@/components/Say.client';
import texts from '@/messages/en/FormTexts.json';
import { FormRenderer } from '@/forms/engine/FormRenderer.client';
import type { LocationGroup } from '@/forms/engine/types';
import { jobApplicationFields, withOpening } from '@/forms/enquiries/job-application/definition';
import { jobApplicationForm } from '@/forms/enquiries/job-application/form';
import { OPENING_PARAM, openingFromQuery } from './applyLink';
import styles from './CareersOpenings.module.css';
import { usePageLocale } from '@/components/usePageLocale.client';
import { withLanguageNote, withRoomForLanguageNote } from '@/forms/engine/languageNote';

/** An opening as the application form needs it: plain data from the server. */
export interface ApplicationOpening {
  slug: string;
  title: string;
  centerId: string;
  /** 'Spark Alley Tempe, Tempe, AZ'. */
  place: string;
  /** 'Part-time · $15.00–$18.00 an hour'. */
  terms: string;
}

export interface JobApplicationProps {
  openings: ApplicationOpening[];
  locationGroups: readonly LocationGroup[];
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The openings list's anchor, to pick another opening. */
  listHref: string;
}

/**
 * The catalog's job application form. With `?opening=<slug>` naming an opening on show it applies
 * for that opening (its title and center are sent, and the mail goes to that center); otherwise it
 * is a general application that asks for a position and a center.
 */
function JobApplicationForm({
  openings,
  locationGroups,
  labelledBy,
  listHref,
}: JobApplicationProps) {
  const chosen = openingFromQuery(useSearchParams().get(OPENING_PARAM), openings);
  const opening = chosen.kind === 'opening' ? chosen.opening : undefined;
  const locale = usePageLocale();
  const say = useSay();
  const definition = withRoomForLanguageNote(jobApplicationFields(locationGroups, opening), locale);
  return (
    <>
      {opening ? (
        <div className={styles.applyingFor}>
          <p className={styles.applyingLabel}>{say(texts.applyingFor)}</p>
          <p className={styles.applyingTitle}>{opening.title}</p>
          <p className={styles.applyingPlace}>{opening.place}</p>
          <p className={styles.applyingTerms}>{opening.terms}</p>
          <a href={listHref} className={styles.applyingChange}>
            {say(texts.chooseAnotherOpening)}
          </a>
        </div>
      ) : (
        chosen.kind === 'unknown' && (
          <p className={styles.notice}>
            {say(texts.openingGone)} <a href={listHref}>{say(texts.chooseAnotherOpening)}</a>,{' '}
            {say(texts.orGeneralApplication)}
          </p>
        )
      )}
      <QueryProvider>
        <FormRenderer
          key={opening?.slug ?? 'general'}
          definition={definition}
          rules={jobApplicationForm.rules}
          onSubmit={(values, honeypot) =>
            jobApplicationForm.submit(
              withLanguageNote(withOpening(values, opening), definition, locale),
              { honeypot },
            )
          }
          submitLabel={jobApplicationForm.submitLabel}
          thankYou={jobApplicationForm.thankYou}
          failure={jobApplicationForm.failure}
          labelledBy={labelledBy}
        />
      </QueryProvider>
    </>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const JobApplication = withTranslations(JobApplicationForm);
