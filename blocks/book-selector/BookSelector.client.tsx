'use client';

import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/SiteLink.client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useEarlyClicks } from '@/components/EarlyClicks/earlyClicks';
import { useSay, withTranslations } from '@/components/Say.client';
import { usePageLocale } from '@/components/usePageLocale.client';
import {
  cartHasParty,
  newPartyInput,
  partyDefaults,
  partyInputFromCart,
} from '@/forms/birthday/party';
import type { CenterChoice } from '@/lib/centers/nearest';
import words from '@/messages/en/Birthday.json';
import { pathWithoutLocale } from '@/lib/i18n/locales';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { useHydrated } from '@/stores/persisted';
import { useSite } from '@/stores/site';
import { ChoiceIcon } from './ChoiceIcon';
import styles from './BookSelector.module.css';

// The party form brings react-hook-form, the query client and the center search: a page loads
// them when a family opens Birthday, not before.
const QueryProvider = dynamic(() =>
  import('@/components/QueryProvider.client').then((module) => module.QueryProvider),
);
const PartySelectorForm = dynamic(() =>
  import('@/forms/birthday/PartySelectorForm.client').then((module) => module.PartySelectorForm),
);

/**
 * Where the Bowling and Activities choices lead
 * (docs/rules/screens-and-routes.md#book-selector-widget).
 */
export const ACTIVITIES_PATH = '/book/activities/';

interface BookingChoicesProps {
  anchor: string;
  heading: string;
  text?: string;
  centers: CenterChoice[];
}

/**
 * Birthday, Bowling and Activities. Birthday is a disclosure: it opens and closes the party form,
 * and every toggle starts the form afresh (docs/rules/states.md#opening-and-closing). A family
 * coming back to the selector with a birthday under way finds it open with their party restored
 * from the cart.
 */
function BookingChoices({ anchor, heading, text, centers }: BookingChoicesProps) {
  const say = useSay();
  const locale = usePageLocale();
  const id = useId();
  const formId = `${id}-birthday-form`;
  const headingId = `${id}-heading`;
  const outline = pathWithoutLocale(usePathname() ?? '/') === '/';
  const cartLoaded = useHydrated(useCart);
  const flowLoaded = useHydrated(useBookingFlow);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(() => ({ key: 0, initial: partyDefaults(new Date()) }));
  const [restore, setRestore] = useState<'pending' | 'restored' | 'nothing'>('pending');

  // Once the stored cart is loaded, a birthday under way is put back into the form. State set
  // while rendering, as React advises for values derived from what a render sees.
  if (restore === 'pending' && cartLoaded && flowLoaded) {
    const flow = useBookingFlow.getState();
    const { cart } = useCart.getState();
    const underWay = flow.type === 'birthday' && flow.step !== 3 && cartHasParty(cart);
    setRestore(underWay ? 'restored' : 'nothing');
    if (underWay) {
      setForm({ key: form.key + 1, initial: partyInputFromCart(cart, new Date()) });
      setOpen(true);
    }
  }

  // Back at the selector is back at step 1, whichever way the family came.
  useEffect(() => {
    if (restore === 'restored') useBookingFlow.getState().goToStep(1);
  }, [restore]);

  const freshParty = () => newPartyInput(new Date(), useSite.getState().chosenCenterId, centers);

  // A center's Book a Party asks for the party form at once, with that center chosen; a birthday
  // already under way is restored instead. Decided once the stored choices have loaded.
  const siteLoaded = useHydrated(useSite);
  const [arrival, setArrival] = useState<'pending' | 'handled'>('pending');
  if (arrival === 'pending' && restore !== 'pending' && siteLoaded) {
    setArrival('handled');
    if (restore === 'nothing' && useSite.getState().partyFormAsked) {
      setForm({ key: form.key + 1, initial: freshParty() });
      setOpen(true);
    }
  }

  useEffect(() => {
    if (arrival === 'handled') useSite.getState().partyFormShown();
  }, [arrival]);

  const toggleBirthday = () => {
    setOpen((wasOpen) => !wasOpen);
    setForm((current) => ({ key: current.key + 1, initial: freshParty() }));
  };

  const birthdayClicks = useEarlyClicks(`${anchor}-birthday`, toggleBirthday);

  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={`${styles.selector} ${outline ? styles.outline : styles.solid}`}
    >
      <div className="container">
        <div className={styles.panel}>
          <div className={styles.intro}>
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
            {text && <p className={styles.text}>{text}</p>}
          </div>
          {/* The choices and the form speak the page's language, whatever the heading's content. */}
          <div
            className={styles.choices}
            role="group"
            aria-label={say(words.whatToBook)}
            lang={locale}
          >
            <button
              type="button"
              className={`${styles.choice} ${open ? styles.active : ''}`}
              aria-expanded={open}
              aria-controls={formId}
              {...birthdayClicks}
              onClick={toggleBirthday}
            >
              <ChoiceIcon kind="birthday" />
              {say(words.birthday)}
            </button>
            <SiteLink href={ACTIVITIES_PATH} className={styles.choice}>
              <ChoiceIcon kind="bowling" />
              {say(words.bowling)}
            </SiteLink>
            <SiteLink href={ACTIVITIES_PATH} className={styles.choice}>
              <ChoiceIcon kind="activities" />
              {say(words.activities)}
            </SiteLink>
          </div>
          <div id={formId} hidden={!open} className={styles.form} lang={locale}>
            {open && (
              <QueryProvider>
                <PartySelectorForm
                  key={form.key}
                  centers={centers}
                  idPrefix={`${id}-party`}
                  initial={form.initial}
                />
              </QueryProvider>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

export const BookSelectorIsland = withTranslations(BookingChoices);
