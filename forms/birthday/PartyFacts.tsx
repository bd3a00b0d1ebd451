import type { CenterSummary } from '@/lib/centers/nearest';
import { postalAddress } from '@/lib/centers/directions';
import { centerTitle } from '@/lib/centers/states';
import type { Cart } from '@/stores/cart';
import { partyDayLabel } from './party';
import styles from './BirthdayInfo.module.css';

interface PartyFactsProps {
  cart: Cart;
  center: CenterSummary | undefined;
}

/** The party from step 1, as entries of a description list: where, when, how many and who. */
export function PartyFacts({ cart, center }: PartyFactsProps) {
  const { guests } = cart;
  return (
    <>
      <div>
        <dt>Center</dt>
        <dd>
          {center ? centerTitle(center) : cart.location}
          {center && <span className={styles.factNote}>{postalAddress(center)}</span>}
        </dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{partyDayLabel(cart.time.date ?? '')}</dd>
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
    </>
  );
}
