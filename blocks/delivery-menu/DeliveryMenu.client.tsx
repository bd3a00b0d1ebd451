'use client';

import { createContext, use, type ReactNode } from 'react';
import {
  DeliveryCenterPickerHost,
  PickerButton,
  useDeliveryCenter,
} from '@/components/DeliveryCenterPicker/useDeliveryCenter.client';
import {
  centerLabel,
  tierPrice,
  type DeliveryCenter,
  type TierPrices,
} from '@/lib/centers/deliveryChoice';
import type { PriceTier } from '@/lib/centers/model';
import { formatPrice } from '@/lib/format';
import styles from './CenterBar.module.css';

/** The tier whose prices the menu shows; undefined until the guest has a delivery center. */
const TierContext = createContext<PriceTier | undefined>(undefined);

/**
 * The delivery menu's center bar and its prices: which center the guest delivers from (or the
 * prompt to choose one), the button that opens the picker, and the tier the prices below follow.
 * The menu itself is rendered on the server and passed in as children.
 */
export function DeliveryMenuCenter({
  centers,
  children,
}: {
  centers: readonly DeliveryCenter[];
  children: ReactNode;
}) {
  const { center } = useDeliveryCenter(centers);
  return (
    <TierContext value={center?.priceTier}>
      <div className={`${styles.centerBar} ${center ? styles.chosen : styles.unchosen}`}>
        <svg
          className={styles.pin}
          viewBox="0 0 48 48"
          width="44"
          height="44"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="23" className={styles.pinDisc} />
          <path
            className={styles.pinMark}
            d="M24 38s-11-10.2-11-18a11 11 0 0 1 22 0c0 7.8-11 18-11 18z"
          />
          <circle cx="24" cy="20" r="4" className={styles.pinDot} />
        </svg>
        <p className={styles.centerText}>
          {center ? (
            <>
              <span className={styles.centerLead}>Delivering from</span>{' '}
              <strong className={styles.centerName}>{centerLabel(center)}</strong>
            </>
          ) : (
            <>
              <strong className={styles.centerName}>Choose your center to see prices</strong>{' '}
              <span className={styles.centerLead}>
                Prices depend on the center that cooks your order.
              </span>
            </>
          )}
        </p>
        <PickerButton name="delivery-menu-center" className={styles.centerButton}>
          {center ? 'Change center' : 'Choose your center'}
        </PickerButton>
      </div>
      <DeliveryCenterPickerHost centers={centers} />
      {children}
    </TierContext>
  );
}

/** A menu price at the guest's tier; nothing before a center is chosen, never a wrong price. */
export function MenuPrice({ prices }: { prices: TierPrices }) {
  const amount = tierPrice(prices, use(TierContext));
  return amount === undefined ? null : <span className={styles.price}>{formatPrice(amount)}</span>;
}
