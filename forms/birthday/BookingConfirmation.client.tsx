'use client';

import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/Button/Button';
import { formatPrice } from '@/lib/format';
import { useBookingFlow } from '@/stores/bookingFlow';
import { EMPTY_CART, useCart, type Cart } from '@/stores/cart';
import { birthdayMessages } from './messages';
import type { CenterOption } from './BookingForm.client';
import type { PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

interface BookingConfirmationProps {
  cart: Cart;
  center: CenterOption | undefined;
  chosenPackage: PackageOption | undefined;
  onPlanAnother(): void;
}

/** What the family sees once the venue has their request; it stays until they plan another. */
export function BookingConfirmation({
  cart,
  center,
  chosenPackage,
  onPlanAnother,
}: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { guests } = cart;
  return (
    <section className={styles.confirmation} aria-labelledby="birthday-confirmation">
      <h2 id="birthday-confirmation" ref={headingRef} tabIndex={-1} className={styles.thanks}>
        Your party request is in!
      </h2>
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
        <div>
          <dt>Center</dt>
          <dd>{center ? `${center.name}, ${center.city}, ${center.state}` : cart.location}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{cart.time.date}</dd>
        </div>
        <div>
          <dt>Kids</dt>
          <dd>{guests.howManyKids}</dd>
        </div>
        <div>
          <dt>Guest of honor</dt>
          <dd>
            {guests.guestOfHonorName}, turning {guests.guestOfHonorAge}
          </dd>
        </div>
        <div>
          <dt>We will contact</dt>
          <dd>
            {guests.firstName} {guests.lastName} · {guests.email}
          </dd>
        </div>
      </dl>
      <p>
        Final count and changes are due 3 days prior to the event.
        {center && (
          <>
            {' '}
            Questions before then? Call {center.name} at {center.phone}.
          </>
        )}
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/">Back Home</ButtonLink>
        <Button variant="outline" onClick={onPlanAnother}>
          Plan another party
        </Button>
      </div>
    </section>
  );
}

/**
 * A new party keeps the family's contact details, so their next Book keeps the cart
 * (docs/rules/states.md#on-book).
 */
export function cartForAnotherParty({ guests }: Cart): Cart {
  const { email, firstName, lastName, phone } = guests;
  return { ...EMPTY_CART, guests: { email, firstName, lastName, phone } };
}

export function planAnotherParty() {
  useCart.getState().update(cartForAnotherParty);
  useBookingFlow.getState().reset();
}
