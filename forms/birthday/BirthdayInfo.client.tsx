'use client';

import dynamic from 'next/dynamic';
import { birthdayTexts } from './messages';
import { useSay } from '@/components/Say.client';
import { useRouter } from 'next/navigation';
import { usePageLocale } from '@/components/usePageLocale.client';
import { localizedHref } from '@/lib/i18n/locales';
import { useEffect, useState, type ReactNode } from 'react';
import type { CenterSummary } from '@/lib/centers/nearest';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { useHydrated } from '@/stores/persisted';
import { useSite } from '@/stores/site';
import { planAnotherParty } from './anotherParty';
import { PACKAGE_PARAM, carriedPackage } from './links';
import { cartHasParty } from './party';
import type { PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

function Loading() {
  const say = useSay();
  return (
    <p className={styles.loading} role="status">
      {say(birthdayTexts.loading)}
    </p>
  );
}

// Each step brings its own code (the party form its center search and rules, the details form
// the request call): a guest downloads only the step they are on.
const PartyStep = dynamic(() => import('./PartyStep.client').then((module) => module.PartyStep), {
  loading: Loading,
});
const BookingForm = dynamic(
  () => import('./BookingForm.client').then((module) => module.BookingForm),
  { loading: Loading },
);
const BookingConfirmation = dynamic(
  () => import('./BookingConfirmation.client').then((module) => module.BookingConfirmation),
  { loading: Loading },
);

interface BirthdayInfoProps {
  centers: CenterSummary[];
  packages: readonly PackageOption[];
  /**
   * The booking selector itself, for a family who opens the page with no party and no package:
   * they start there, and its party form loads only once they choose Birthday.
   */
  start: ReactNode;
  /** The selector widget, where Plan another party leads. */
  selectorHref: string;
}

/**
 * Takes the package a Book Now link carried (?package=) into the booking flow once the stored flow
 * is loaded, and drops it from the address so a reload does not choose it again. An unknown
 * package is ignored. After a sent request, a new package starts a new party.
 */
function useCarriedPackage(packages: readonly PackageOption[], flowLoaded: boolean): boolean {
  const [read, setRead] = useState(false);
  useEffect(() => {
    if (!flowLoaded || read) return;
    const url = new URL(window.location.href);
    const anchor = carriedPackage(url.search, packages);
    if (anchor) {
      if (useBookingFlow.getState().step === 3) planAnotherParty();
      useBookingFlow.getState().choosePackage(anchor);
    }
    if (url.searchParams.has(PACKAGE_PARAM)) {
      url.searchParams.delete(PACKAGE_PARAM);
      // Without a state of its own Next takes the new address into its router too; given Next's
      // own state it would keep the old one and put the package back on its next update.
      window.history.replaceState(null, '', url);
    }
    // The address can only be read in the browser, after the stored flow; the form waits for it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRead(true);
  }, [flowLoaded, read, packages]);
  return read;
}

/**
 * The info step reads the family's party from the browser, so it waits for the stored cart; then
 * it shows the party form (no party yet, or Edit), the details and package form, or the
 * confirmation of a sent request.
 */
export function BirthdayInfo({ centers, packages, start, selectorHref }: BirthdayInfoProps) {
  const router = useRouter();
  const locale = usePageLocale();
  const cartLoaded = useHydrated(useCart);
  const flowLoaded = useHydrated(useBookingFlow);
  const siteLoaded = useHydrated(useSite);
  const carriedRead = useCarriedPackage(packages, flowLoaded);
  const cart = useCart((state) => state.cart);
  const { step, packageAnchor, timeOfDay, reference } = useBookingFlow();
  const [editRequested, setEditRequested] = useState(false);

  if (!cartLoaded || !carriedRead || !siteLoaded) return <Loading />;

  const chosenPackage = packages.find((option) => option.anchor === packageAnchor);
  const center = centers.find((option) => option.id === cart.location);

  if (step === 3 && cartHasParty(cart)) {
    return (
      <BookingConfirmation
        cart={cart}
        center={center}
        chosenPackage={chosenPackage}
        timeOfDay={timeOfDay}
        reference={reference}
        onPlanAnother={() => {
          planAnotherParty();
          router.push(localizedHref(selectorHref, locale));
        }}
      />
    );
  }

  // Book on the party form moves the flow to step 2, which ends the edit by itself.
  const editing = editRequested && step === 1;
  if (!cartHasParty(cart) && !chosenPackage && !editing) return start;
  if (!cartHasParty(cart) || editing) {
    return (
      <PartyStep
        centers={centers}
        chosenPackage={chosenPackage}
        onKeep={
          editing
            ? () => {
                setEditRequested(false);
                useBookingFlow.getState().goToStep(2);
              }
            : undefined
        }
      />
    );
  }

  return (
    <BookingForm
      center={center}
      packages={packages}
      onEdit={() => {
        setEditRequested(true);
        useBookingFlow.getState().goToStep(1);
      }}
    />
  );
}
