'use client';

import { useRouter } from 'next/navigation';
import { ButtonLink } from '@/components/Button/Button';
import type { CenterSelectGroup } from '@/components/CenterSelect';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { useHydrated } from '@/stores/persisted';
import { BookingConfirmation, planAnotherParty } from './BookingConfirmation.client';
import { BookingForm, type CenterOption } from './BookingForm.client';
import { cartHasParty } from './party';
import type { PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

interface BirthdayInfoProps {
  centerGroups: readonly CenterSelectGroup[];
  centers: readonly CenterOption[];
  packages: readonly PackageOption[];
  /** The selector widget, where a family without a party starts. */
  selectorHref: string;
}

/**
 * The info step reads the family's party from the browser, so it waits for the stored cart; then
 * it shows the form, the confirmation of a sent request, or the way back to step 1.
 */
export function BirthdayInfo({ centerGroups, centers, packages, selectorHref }: BirthdayInfoProps) {
  const router = useRouter();
  const cartLoaded = useHydrated(useCart);
  const flowLoaded = useHydrated(useBookingFlow);
  const cart = useCart((state) => state.cart);
  const step = useBookingFlow((state) => state.step);
  const packageAnchor = useBookingFlow((state) => state.packageAnchor);

  if (!cartLoaded || !flowLoaded) {
    return (
      <p className={styles.loading} role="status">
        Loading your party details…
      </p>
    );
  }

  if (step === 3 && cartHasParty(cart)) {
    return (
      <BookingConfirmation
        cart={cart}
        center={centers.find((center) => center.id === cart.location)}
        chosenPackage={packages.find((option) => option.anchor === packageAnchor)}
        onPlanAnother={() => {
          planAnotherParty();
          router.push(selectorHref);
        }}
      />
    );
  }

  if (!cartHasParty(cart)) {
    return (
      <section className={styles.empty} aria-labelledby="birthday-start">
        <h2 id="birthday-start" className={styles.panelHeading}>
          Let&rsquo;s start with the party basics
        </h2>
        <p>
          Tell us where and when you would like to celebrate, how many kids are coming and who the
          guest of honor is. It takes less than a minute.
        </p>
        <ButtonLink href={selectorHref} variant="pink">
          Start your birthday booking
        </ButtonLink>
      </section>
    );
  }

  return <BookingForm centerGroups={centerGroups} centers={centers} packages={packages} />;
}
