'use client';

import { SiteLink } from '@/components/SiteLink.client';
import { useId, useState, type MouseEvent } from 'react';
import { useSay, withTranslations } from '@/components/Say.client';
import { CONTACT_FIELDS, type LEAD_BOOKINGS } from '@/forms/enquiries/contact/definition';
import { formatCents, formatPrice } from '@/lib/format';
import { fill, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/GroupEstimate.json';
import { requestEnquiry } from '@/stores/enquiryRequest';
import {
  MAX_GUESTS,
  groupEstimate,
  groupEstimateSummary,
  pricedPerGuest,
  type PricedPackage,
} from './estimate';
import estimateStyles from '@/components/estimate.module.css';
import styles from './GroupEstimate.module.css';

export interface GroupEstimateProps {
  menu: { food: PricedPackage[]; bar: PricedPackage[]; addOns: PricedPackage[] };
  /** The events team's enquiry form (path and fragment) that "Ask for this quote" fills in. */
  quote?: { path: string; anchor: string };
}

/** The booking the events team plans a group's event under. */
const GROUP_EVENT_BOOKING: (typeof LEAD_BOOKINGS)[number] = 'Group Event';

/** '$14.99 per guest, 10+ guests': the unit is the menu's own words, as the editor wrote them. */
function priceWords(pkg: PricedPackage, say: Say) {
  const price = `${formatPrice(pkg.price)}${pkg.priceUnit ? ` ${pkg.priceUnit}` : ''}`;
  return pkg.minimumGuests
    ? fill(say(words.forGroupsOf), { price, count: pkg.minimumGuests })
    : price;
}

/**
 * What the group's event would cost: the organiser picks a food and a bar package for everyone,
 * add-ons and the guest count, and reads the total and the cost per guest as they choose. "Ask for
 * this quote" fills the events team's enquiry (a Group Event booking) with the choices.
 */
function GroupEstimateBody({ menu, quote }: GroupEstimateProps) {
  const id = useId();
  const say = useSay();
  const [guests, setGuests] = useState('');
  const [food, setFood] = useState('');
  const [bar, setBar] = useState('');
  const [addOns, setAddOns] = useState<Record<string, number>>({});
  const answer = groupEstimate({ guests, food, bar, addOns }, menu);
  const started = guests !== '' || food !== '' || bar !== '' || Object.keys(addOns).length > 0;
  const setAddOn = (pkg: string, count: number) => setAddOns((all) => ({ ...all, [pkg]: count }));

  function askForQuote(event: MouseEvent<HTMLAnchorElement>) {
    if (!answer.ok || !quote) return;
    requestEnquiry(event, quote, {
      [CONTACT_FIELDS.booking]: GROUP_EVENT_BOOKING,
      [CONTACT_FIELDS.info]: groupEstimateSummary(answer, say),
    });
  }

  const packageSelect = (
    name: 'food' | 'bar',
    label: string,
    packages: PricedPackage[],
    value: string,
    onChange: (value: string) => void,
  ) =>
    packages.length > 0 && (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <select
          id={`${id}-${name}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{say(words.none)}</option>
          {packages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {`${pkg.title}, ${priceWords(pkg, say)}`}
            </option>
          ))}
        </select>
      </div>
    );

  return (
    <section
      className={`${estimateStyles.card} ${styles.estimate}`}
      aria-labelledby={`${id}-heading`}
    >
      <div className={styles.choices}>
        <h3 id={`${id}-heading`} className={styles.heading}>
          {say(words.heading)}
        </h3>
        <div className={styles.field}>
          <label htmlFor={`${id}-guests`}>{say(words.guests)}</label>
          <input
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS}
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
          />
        </div>
        {packageSelect('food', say(words.foodPackage), menu.food, food, setFood)}
        {packageSelect('bar', say(words.barPackage), menu.bar, bar, setBar)}
        {menu.addOns.length > 0 && (
          <fieldset className={styles.addOns}>
            <legend>{say(words.addOns)}</legend>
            {menu.addOns.map((pkg) =>
              pricedPerGuest(pkg) ? (
                <label key={pkg.id} className={styles.addOn}>
                  <input
                    type="checkbox"
                    checked={(addOns[pkg.id] ?? 0) > 0}
                    onChange={(event) => setAddOn(pkg.id, event.target.checked ? 1 : 0)}
                  />
                  <span>
                    {pkg.title} <span className={styles.price}>{priceWords(pkg, say)}</span>
                  </span>
                </label>
              ) : (
                <label key={pkg.id} className={styles.addOn}>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={99}
                    value={addOns[pkg.id] ?? 0}
                    onChange={(event) => setAddOn(pkg.id, Number(event.target.value) || 0)}
                    aria-label={fill(say(words.howMany), { title: pkg.title })}
                  />
                  <span>
                    {pkg.title} <span className={styles.price}>{priceWords(pkg, say)}</span>
                  </span>
                </label>
              ),
            )}
          </fieldset>
        )}
      </div>
      <div className={`${estimateStyles.sum} ${styles.result}`} aria-live="polite">
        {answer.ok ? (
          <>
            <ul className={styles.lines} role="list">
              {answer.lines.map((line) => (
                <li key={line.title}>
                  <span>{line.title}</span> <span>{formatCents(line.cents)}</span>
                </li>
              ))}
            </ul>
            <dl className={estimateStyles.figures}>
              <div>
                <dt>{say(words.perGuest)}</dt>
                <dd>{formatCents(answer.perGuestCents)}</dd>
              </div>
              <div>
                <dt>{say(words.total)}</dt>
                <dd>{formatCents(answer.totalCents)}</dd>
              </div>
            </dl>
            <p className={estimateStyles.note}>{say(words.note)}</p>
            {quote && (
              <SiteLink
                href={`${quote.path}#${quote.anchor}`}
                className={estimateStyles.action}
                onClick={askForQuote}
              >
                {say(words.askForQuote)}
              </SiteLink>
            )}
          </>
        ) : (
          <p className={estimateStyles.prompt}>
            {started ? answer.problems.map((problem) => say(problem)).join(' ') : say(words.prompt)}
          </p>
        )}
      </div>
    </section>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const GroupEstimate = withTranslations(GroupEstimateBody);
