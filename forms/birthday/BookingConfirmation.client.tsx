'use client';

import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/Button/Button';
import { useSay } from '@/components/Say.client';
import { usePageLocale } from '@/components/usePageLocale.client';
import { telHref } from '@/lib/centers/phone';
import type { CenterSummary } from '@/lib/centers/nearest';
import { formatCents, formatPrice } from '@/lib/format';
import type { TimeOfDay } from '@/stores/bookingChoices';
import type { Cart } from '@/stores/cart';
import { BookingSteps } from './BookingSteps';
import { birthdayMessages, birthdayTexts as texts } from './messages';
import { PartyFacts } from './PartyFacts';
import { partyDayLabel } from './party';
import { partyTotalCents } from '@/lib/partyTotal';
import type { PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

interface BookingConfirmationProps {
  cart: Cart;
  center: CenterSummary | undefined;
  chosenPackage: PackageOption | undefined;
  timeOfDay: TimeOfDay | undefined;
  reference: string | undefined;
  onPlanAnother(): void;
}

/**
 * What the family sees once the center has their request: that it is in, the reference to quote,
 * the party as sent and what happens next. It stays until they plan another party.
 */
export function BookingConfirmation({
  cart,
  center,
  chosenPackage,
  timeOfDay,
  reference,
  onPlanAnother,
}: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { guests } = cart;
  const kids = guests.howManyKids ?? 0;
  const say = useSay();
  const locale = usePageLocale();
  const centerName = center?.name ?? say(texts.yourCenter);
  const time = timeOfDay && say(texts.timesOfDay[timeOfDay]).toLowerCase();
  return (
    <>
      <BookingSteps current={2} />
      <section className={styles.confirmation} aria-labelledby="birthday-confirmation">
        <h2 id="birthday-confirmation" ref={headingRef} tabIndex={-1} className={styles.thanks}>
          {say(texts.requestIsIn)}
        </h2>
        {reference && (
          <p className={styles.reference}>
            {say(texts.referenceNumber)} <strong>{reference}</strong>
          </p>
        )}
        <p className={styles.thanksText}>{say(birthdayMessages.thankYou)}</p>
        <dl className={styles.summary}>
          <div>
            <dt>{say(texts.package)}</dt>
            <dd>
              {say(
                chosenPackage
                  ? texts.packageFrom(chosenPackage.title, formatPrice(chosenPackage.price))
                  : texts.toBeAgreed,
              )}
            </dd>
          </div>
          {chosenPackage && (
            <div>
              <dt>{say(texts.estimatedTotal)}</dt>
              <dd>
                {formatCents(partyTotalCents(kids, chosenPackage.price))} {say(texts.plusTax)}
              </dd>
            </div>
          )}
          <PartyFacts cart={cart} center={center} />
          {timeOfDay && (
            <div>
              <dt>{say(texts.timeOfDay)}</dt>
              <dd>{say(texts.timesOfDay[timeOfDay])}</dd>
            </div>
          )}
          <div>
            <dt>{say(texts.weWillContact)}</dt>
            <dd>
              {guests.firstName} {guests.lastName} · {guests.email}
            </dd>
          </div>
        </dl>
        <h3 className={styles.nextHeading}>{say(texts.whatHappensNext)}</h3>
        <ol className={styles.next}>
          <li>
            {say(texts.centerChecks(centerName, partyDayLabel(cart.time.date ?? '', locale), time))}
          </li>
          <li>{say(birthdayMessages.confirmByPhoneOrEmail)}</li>
          <li>{say(texts.finalCount)}</li>
        </ol>
        {center && (
          <p>
            {say(texts.questions(center.name))} <a href={telHref(center.phone)}>{center.phone}</a>
            {reference ? ` ${say(texts.giveReference)}` : '.'}
          </p>
        )}
        <div className={styles.actions}>
          <ButtonLink href="/">{say(texts.backHome)}</ButtonLink>
          <Button variant="outline" onClick={onPlanAnother}>
            {say(texts.planAnother)}
          </Button>
        </div>
      </section>
    </>
  );
}
