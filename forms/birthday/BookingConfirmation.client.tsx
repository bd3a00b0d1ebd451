'use client';

import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/Button/Button';
import { telHref } from '@/lib/centers/phone';
import type { CenterSummary } from '@/lib/centers/nearest';
import { formatCents, formatPrice } from '@/lib/format';
import type { TimeOfDay } from '@/stores/bookingChoices';
import type { Cart } from '@/stores/cart';
import { BookingSteps } from './BookingSteps';
import { birthdayMessages } from './messages';
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
  const centerName = center?.name ?? 'Your center';
  return (
    <>
      <BookingSteps current={2} />
      <section className={styles.confirmation} aria-labelledby="birthday-confirmation">
        <h2 id="birthday-confirmation" ref={headingRef} tabIndex={-1} className={styles.thanks}>
          Your party request is in!
        </h2>
        {reference && (
          <p className={styles.reference}>
            Reference number <strong>{reference}</strong>
          </p>
        )}
        <p className={styles.thanksText}>{birthdayMessages.thankYou}</p>
        <dl className={styles.summary}>
          <div>
            <dt>Package</dt>
            <dd>
              {chosenPackage
                ? `${chosenPackage.title} (from ${formatPrice(chosenPackage.price)} per guest)`
                : 'To be agreed with the center'}
            </dd>
          </div>
          {chosenPackage && (
            <div>
              <dt>Estimated total</dt>
              <dd>{formatCents(partyTotalCents(kids, chosenPackage.price))} plus tax</dd>
            </div>
          )}
          <PartyFacts cart={cart} center={center} />
          {timeOfDay && (
            <div>
              <dt>Time of day</dt>
              <dd>{timeOfDay}</dd>
            </div>
          )}
          <div>
            <dt>We will contact</dt>
            <dd>
              {guests.firstName} {guests.lastName} · {guests.email}
            </dd>
          </div>
        </dl>
        <h3 className={styles.nextHeading}>What happens next</h3>
        <ol className={styles.next}>
          <li>
            {centerName} checks that {partyDayLabel(cart.time.date ?? '')}
            {timeOfDay ? ` (${timeOfDay.toLowerCase()})` : ''} is free for your party.
          </li>
          <li>{birthdayMessages.confirmByPhoneOrEmail}</li>
          <li>Final count and changes are due 3 days prior to the event.</li>
        </ol>
        {center && (
          <p>
            Questions before then? Call {center.name} at{' '}
            <a href={telHref(center.phone)}>{center.phone}</a>
            {reference ? ' and give your reference number.' : '.'}
          </p>
        )}
        <div className={styles.actions}>
          <ButtonLink href="/">Back Home</ButtonLink>
          <Button variant="outline" onClick={onPlanAnother}>
            Plan another party
          </Button>
        </div>
      </section>
    </>
  );
}
