import type { CenterSummary } from '@/lib/centers/nearest';
import { usePageLocale } from '@/components/usePageLocale.client';
import { useSay } from '@/components/Say.client';
import { postalAddress } from '@/lib/centers/directions';
import { centerTitle } from '@/lib/centers/states';
import type { Cart } from '@/stores/cart';
import { birthdayTexts as texts } from './messages';
import { partyDayLabel } from './party';
import styles from './BirthdayInfo.module.css';

interface PartyFactsProps {
  cart: Cart;
  center: CenterSummary | undefined;
}

/** The party from step 1, as entries of a description list: where, when, how many and who. */
export function PartyFacts({ cart, center }: PartyFactsProps) {
  const { guests } = cart;
  const say = useSay();
  const locale = usePageLocale();
  return (
    <>
      <div>
        <dt>{say(texts.center)}</dt>
        <dd>
          {center ? centerTitle(center) : cart.location}
          {center && <span className={styles.factNote}>{postalAddress(center)}</span>}
        </dd>
      </div>
      <div>
        <dt>{say(texts.day)}</dt>
        <dd>{partyDayLabel(cart.time.date ?? '', locale)}</dd>
      </div>
      <div>
        <dt>{say(texts.kidsFact)}</dt>
        <dd>{guests.howManyKids}</dd>
      </div>
      <div>
        <dt>{say(texts.guestOfHonorLegend)}</dt>
        <dd>{say(texts.turning(guests.guestOfHonorName ?? '', guests.guestOfHonorAge ?? ''))}</dd>
      </div>
    </>
  );
}
