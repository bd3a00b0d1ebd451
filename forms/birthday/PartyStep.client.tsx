'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useSay } from '@/components/Say.client';
import { Button } from '@/components/Button/Button';
import type { CenterSummary } from '@/lib/centers/nearest';
import { formatPrice } from '@/lib/format';
import { useCart } from '@/stores/cart';
import { useSite } from '@/stores/site';
import { BookingSteps } from './BookingSteps';
import { newPartyInput, partyInputFromCart } from './party';
import { PartySelectorForm } from './PartySelectorForm.client';
import type { PackageOption } from './request';
import { birthdayTexts as texts } from './messages';
import styles from './BirthdayInfo.module.css';

interface PartyStepProps {
  centers: CenterSummary[];
  /** The package a family picked on its card, shown so they see it came along. */
  chosenPackage: PackageOption | undefined;
  /** Editing a party from step 2: the fields start from it and the family may keep it as it was. */
  onKeep?: () => void;
}

/**
 * Step 1 on the info step itself: the selector's party form, for a family who opened the page
 * without a party (a package's Book Now, a bookmark) or who chose Edit on their party.
 */
export function PartyStep({ centers, chosenPackage, onKeep }: PartyStepProps) {
  const editing = onKeep !== undefined;
  const say = useSay();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Edit swaps the whole step: focus goes to its heading rather than staying on a removed button.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);
  const initial = useMemo(
    () =>
      editing
        ? partyInputFromCart(useCart.getState().cart, new Date())
        : newPartyInput(new Date(), useSite.getState().chosenCenterId, centers),
    [editing, centers],
  );
  return (
    <>
      <BookingSteps current={0} />
      <section className={styles.panel} aria-labelledby="birthday-party-step">
        <h2 id="birthday-party-step" ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
          {say(editing ? texts.changeYourParty : texts.partyBasics)}
        </h2>
        <p className={styles.intro}>{say(texts.partyIntro)}</p>
        {chosenPackage && (
          <p className={styles.carried}>
            {say(texts.yourPackage)} <strong>{chosenPackage.title}</strong> ·{' '}
            {say(texts.packageTerms(formatPrice(chosenPackage.price), chosenPackage.minimumGuests))}
          </p>
        )}
        <PartySelectorForm centers={centers} idPrefix="birthday-party" initial={initial} />
        {onKeep && (
          <Button variant="outline" size="small" className={styles.keep} onClick={onKeep}>
            {say(texts.keepMyParty)}
          </Button>
        )}
      </section>
    </>
  );
}
