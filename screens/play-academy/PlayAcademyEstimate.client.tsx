'use client';

import { useId, useRef, useState, type MouseEvent } from 'react';
import { useSay, withTranslations } from '@/components/Say.client';
import { CONTACT_FIELDS, PLAY_ACADEMY_EXPERIENCE } from '@/forms/enquiries/contact/definition';
import { formatCents, formatPrice } from '@/lib/format';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/PlayAcademyEstimate.json';
import { requestEnquiry } from '@/stores/enquiryRequest';
import {
  MAX_STUDENTS,
  estimateSummary,
  feeWords,
  playAcademyEstimate,
  visitWords,
  type EstimateRequest,
} from './estimate';
import { LAB_CARDS, MINIMUM_GUESTS, PIZZA_LAB_EXTRA, PRICING } from './programme';
import estimateStyles from '@/components/estimate.module.css';
import styles from './PlayAcademyEstimate.module.css';

export interface PlayAcademyEstimateProps {
  /** What the form starts with: nothing on the programme page, the sent choices on the estimate's. */
  initial: EstimateRequest;
  /** Where the form is sent without script: the estimate's own address. */
  action: string;
  /** The programme page's enquiry form (path and fragment), which "Request this visit" fills in. */
  request?: { path: string; anchor: string };
  /** Whether the choices were sent, so that what is missing is said at once. */
  sent?: boolean;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a Play Academy visit will cost: the teacher chooses the labs or the Scholarship Pack and
 * the number of students, and reads the price per student and the total as they choose. Without
 * script the form is sent to the estimate's own address, which answers with the same figures.
 */
function PlayAcademyEstimateForm({ initial, action, request, sent }: PlayAcademyEstimateProps) {
  const say = useSay();
  const id = useId();
  const [kind, setKind] = useState(initial.package === 'scholarship' ? 'scholarship' : 'labs');
  const [labs, setLabs] = useState<readonly string[]>(initial.labs ?? []);
  const [students, setStudents] = useState(initial.students ?? '');
  const [checked, setChecked] = useState(Boolean(sent));
  const result = useRef<HTMLDivElement>(null);
  const answer = playAcademyEstimate({ package: kind, labs, students });
  const problems = checked && !answer.ok ? answer.problems : {};
  const toggleLab = (lab: string, on: boolean) =>
    setLabs((chosen) => (on ? [...chosen, lab] : chosen.filter((other) => other !== lab)));

  function fillInEnquiry(event: MouseEvent<HTMLAnchorElement>) {
    if (!answer.ok || !request) return;
    requestEnquiry(event, request, {
      [CONTACT_FIELDS.booking]: PLAY_ACADEMY_EXPERIENCE,
      [CONTACT_FIELDS.info]: estimateSummary(answer.estimate, say),
    });
  }

  return (
    <form
      className={`${estimateStyles.card} ${styles.estimate}`}
      method="get"
      action={`${action}#play-academy-estimate`}
      // The estimate says what to change in its own words, with script or (sent) without.
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        // The figures when there are some, else the first choice to change.
        const form = event.currentTarget;
        const firstProblem = answer.ok
          ? result.current
          : answer.problems.labs
            ? form.querySelector<HTMLElement>('input[name="labs"]')
            : form.querySelector<HTMLElement>('input[name="students"]');
        firstProblem?.focus();
      }}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {say(words.heading)}
      </h2>
      <fieldset className={styles.group}>
        <legend>{say(words.whatStudentsDo)}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="package"
            value="labs"
            checked={kind === 'labs'}
            onChange={() => setKind('labs')}
          />
          {fill(say(words.labsChoice), {
            from: formatPrice(PRICING.lab_pricing_breakdown[0]!.price),
            to: formatPrice(PRICING.lab_pricing_breakdown.at(-1)!.price),
          })}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="package"
            value="scholarship"
            checked={kind === 'scholarship'}
            onChange={() => setKind('scholarship')}
          />
          {fill(say(words.scholarshipChoice), {
            pack: say(words.scholarshipPack),
            price: formatPrice(PRICING.info.pricing),
          })}
        </label>
      </fieldset>
      <fieldset
        className={styles.group}
        disabled={kind !== 'labs'}
        aria-describedby={problems.labs ? `${id}-labs-problem` : undefined}
      >
        <legend>{fill(say(words.labsLegend), { count: LAB_CARDS.length })}</legend>
        {LAB_CARDS.map((lab) => (
          <label key={lab.id} className={styles.choice}>
            <input
              type="checkbox"
              name="labs"
              value={lab.id}
              checked={labs.includes(lab.id)}
              onChange={(event) => toggleLab(lab.id, event.target.checked)}
            />
            {say(lab.name)}
            {lab.pizza && (
              <span className={styles.extra}>
                {' '}
                {fill(say(words.pizzaExtra), { price: formatPrice(PIZZA_LAB_EXTRA) })}
              </span>
            )}
          </label>
        ))}
        {problems.labs && (
          <p id={`${id}-labs-problem`} className={styles.problem}>
            {say(problems.labs)}
          </p>
        )}
      </fieldset>
      <div className={styles.students}>
        <label htmlFor={`${id}-students`}>{say(words.students)}</label>
        <input
          id={`${id}-students`}
          name="students"
          type="number"
          inputMode="numeric"
          min={MINIMUM_GUESTS}
          max={MAX_STUDENTS}
          value={students}
          onChange={(event) => setStudents(event.target.value)}
          aria-invalid={problems.students ? true : undefined}
          aria-describedby={`${id}-students-hint${problems.students ? ` ${id}-students-problem` : ''}`}
        />
        <p id={`${id}-students-hint`} className={styles.hint}>
          {fill(say(words.studentsHint), { minimum: MINIMUM_GUESTS, maximum: MAX_STUDENTS })}
        </p>
        {problems.students && (
          <p id={`${id}-students-problem`} className={styles.problem}>
            {say(problems.students)}
          </p>
        )}
      </div>
      <button type="submit" className={styles.submit}>
        {say(words.seeEstimate)}
      </button>
      <div
        ref={result}
        id="play-academy-estimate"
        className={`${estimateStyles.sum} ${styles.result}`}
        tabIndex={-1}
        aria-live="polite"
      >
        {answer.ok ? (
          <>
            <p className={styles.visit}>{capitalized(visitWords(answer.estimate, say))}</p>
            <dl className={estimateStyles.figures}>
              <div>
                <dt>{say(words.perStudent)}</dt>
                <dd>{formatCents(answer.estimate.perStudentCents)}</dd>
              </div>
              <div>
                <dt>{say(words.total)}</dt>
                <dd>{formatCents(answer.estimate.totalCents)}</dd>
              </div>
            </dl>
            <p className={estimateStyles.note}>{capitalized(feeWords(say))}.</p>
            {request && (
              <a
                href={`${request.path}#${request.anchor}`}
                className={estimateStyles.action}
                onClick={fillInEnquiry}
              >
                {say(words.requestVisit)}
              </a>
            )}
          </>
        ) : (
          <p className={estimateStyles.prompt}>
            {checked
              ? say(words.checkChoices)
              : fill(say(words.prompt), { minimum: MINIMUM_GUESTS })}
          </p>
        )}
      </div>
    </form>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const PlayAcademyEstimate = withTranslations(PlayAcademyEstimateForm);
