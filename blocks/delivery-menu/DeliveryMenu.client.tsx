'use client';

import { createContext, use, type ReactNode } from 'react';
import { MessageWith } from '@/components/MessageWith';
import { CenterPin } from '@/components/DeliveryCenterPicker/CenterPin';
import {
  DeliveryCenterPickerHost,
  PickerButton,
  useDeliveryCenter,
} from '@/components/DeliveryCenterPicker/useDeliveryCenter.client';
import { tierPrice, type DeliveryCenter, type TierPrices } from '@/lib/centers/deliveryChoice';
import { centerTitle } from '@/lib/centers/states';
import type { PriceTier } from '@/lib/centers/model';
import { useSay, withTranslations } from '@/components/Say.client';
import { formatPrice } from '@/lib/format';
import words from '@/messages/en/Delivery.json';
import menuWords from '@/messages/en/DeliveryMenu.json';
import styles from './CenterBar.module.css';

/** The tier whose prices the menu shows; undefined until the guest has a delivery center. */
const TierContext = createContext<PriceTier | undefined>(undefined);

/**
 * The delivery menu's center bar and its prices: which center the guest delivers from (or the
 * prompt to choose one), the button that opens the picker, and the tier the prices below follow.
 * The menu itself is rendered on the server and passed in as children.
 */
function DeliveryMenuCenterBody({
  centers,
  children,
}: {
  centers: readonly DeliveryCenter[];
  children: ReactNode;
}) {
  const { center } = useDeliveryCenter(centers);
  const say = useSay();
  return (
    <TierContext value={center?.priceTier}>
      <div className={`${styles.centerBar} ${center ? styles.chosen : styles.unchosen}`}>
        <CenterPin size={44} className={styles.pin} />
        <p className={styles.centerText}>
          {center ? (
            <MessageWith message={say(menuWords.deliveringFrom)} name="center">
              <strong className={styles.centerName}>{centerTitle(center)}</strong>
            </MessageWith>
          ) : (
            <>
              <strong className={styles.centerName}>{say(menuWords.chooseToSeePrices)}</strong>{' '}
              <span className={styles.centerLead}>{say(menuWords.pricesDependOnCenter)}</span>
            </>
          )}
        </p>
        <PickerButton name="delivery-menu-center" className={styles.centerButton}>
          {say(center ? words.changeCenter : words.chooseYourCenter)}
        </PickerButton>
      </div>
      <DeliveryCenterPickerHost centers={centers} />
      {children}
    </TierContext>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const DeliveryMenuCenter = withTranslations(DeliveryMenuCenterBody);

/** A menu price at the guest's tier; nothing before a center is chosen, never a wrong price. */
export function MenuPrice({ prices }: { prices: TierPrices }) {
  const amount = tierPrice(prices, use(TierContext));
  return amount === undefined ? null : <span className={styles.price}>{formatPrice(amount)}</span>;
}
