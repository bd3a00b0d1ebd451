'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  findDeliveryCenter,
  pricingCenter,
  type DeliveryCenter,
} from '@/lib/centers/deliveryChoice';
import { centerTitle } from '@/lib/centers/states';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Delivery.json';
import { useHydrated } from '@/stores/persisted';
import { useSite } from '@/stores/site';
import { EarlyClickButton } from '../EarlyClicks/EarlyClickButton.client';
import { useSay } from '../Say.client';
import { DeliveryCenterPicker } from './DeliveryCenterPicker.client';
import { opensByItself } from './pickerRules';
import { usePicker } from '@/stores/deliveryCenterPicker';

export interface DeliveryCenterState {
  /** False until the stored choice is loaded: the server never knows it, so it renders none. */
  ready: boolean;
  /** The guest's delivery center, when it is known and has a price tier. */
  center: DeliveryCenter | undefined;
}

/** The guest's delivery center (`deliveryCenter` of stores/site.ts) among these centers. */
export function useDeliveryCenter(centers: readonly DeliveryCenter[]): DeliveryCenterState {
  const ready = useHydrated(useSite);
  const storedId = useSite((state) => state.deliveryCenter);
  return { ready, center: ready ? pricingCenter(centers, storedId) : undefined };
}

/**
 * Draws the delivery center picker for an island, once per page: every island that can open it
 * renders a host, and the first one mounted draws the modal. The modal opens by itself once the
 * stored choice is loaded and holds no usable center (docs/rules/states.md#delivery-modal); the
 * server renders none, so the page's HTML is the same for every guest.
 */
export function DeliveryCenterPickerHost({ centers }: { centers: readonly DeliveryCenter[] }) {
  const host = useId();
  const drawsPicker = usePicker((state) => state.hosts[0] === host);
  // Only the opening the picker shows, so an island registering as a host does not redraw it.
  const shown = usePicker(useShallow(({ open, session, opener }) => ({ open, session, opener })));
  const show = usePicker((state) => state.show);
  const hide = usePicker((state) => state.hide);
  const ready = useHydrated(useSite);
  const storedId = useSite((state) => state.deliveryCenter);
  const setDeliveryCenter = useSite((state) => state.setDeliveryCenter);
  const [announcement, setAnnouncement] = useState('');
  const say = useSay();

  useEffect(() => usePicker.getState().register(host), [host]);

  const openOnArrival = useEffectEvent(() => {
    if (opensByItself(centers, storedId)) show(null);
  });
  useEffect(() => {
    if (drawsPicker && ready) openOnArrival();
  }, [drawsPicker, ready]);

  if (!drawsPicker) return null;
  return (
    <>
      <DeliveryCenterPicker
        {...shown}
        centers={centers}
        storedId={storedId}
        onSubmit={(centerId) => {
          setDeliveryCenter(centerId);
          const center = findDeliveryCenter(centers, centerId);
          if (center) {
            setAnnouncement(
              fill(say(words.nowYourDeliveryCenter), { center: centerTitle(center) }),
            );
          }
        }}
        onClose={hide}
      />
      {/* One announcement for the page, however many islands show the center. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}

/**
 * The button that opens the picker ('Choose your center', 'Change center'), where focus comes
 * back when it closes. A tap before the island hydrated opens the picker once it has
 * (decision 0014); `name` tells the page's picker buttons apart.
 */
export function PickerButton({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const show = usePicker((state) => state.show);
  const openPicker = () => show(button.current);
  return (
    <EarlyClickButton
      ref={button}
      name={name}
      className={className}
      aria-haspopup="dialog"
      onClick={openPicker}
    >
      {children}
    </EarlyClickButton>
  );
}
