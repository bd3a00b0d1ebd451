'use client';

import { useId } from 'react';
import { DecorativeIcon } from '@/components/DecorativeIcon';
import { MessageWith } from '@/components/MessageWith';
import {
  DeliveryCenterPickerHost,
  PickerButton,
  useDeliveryCenter,
} from '@/components/DeliveryCenterPicker/useDeliveryCenter.client';
import { partnerLinks, type DeliveryCenter, type PartnerLink } from '@/lib/centers/deliveryChoice';
import { centerTitle } from '@/lib/centers/states';
import { fill, type Say } from '@/lib/i18n/say';
import { useSay, withTranslations } from '@/components/Say.client';
import words from '@/messages/en/Delivery.json';
import { report } from '@/lib/analytics/signals';
import partnerWords from '@/messages/en/DeliveryPartners.json';
import styles from './CurbsideDelivery.module.css';

/** What a partner link leads to: the center's store page, or a search for the guest's address. */
function noteFor(link: PartnerLink, center: DeliveryCenter | undefined, say: Say): string {
  if (link.storePage && center) return fill(say(partnerWords.storePage), { center: center.name });
  if (center) {
    return fill(say(partnerWords.notOnPartnerYet), { center: center.name, partner: link.name });
  }
  return say(partnerWords.searchByAddress);
}

/**
 * The delivery partners' store pages for the guest's delivery center, or their generic pages
 * before one is chosen or when the center has no store there. External links: a new tab, said to
 * screen readers. Choosing a center in the picker (here or in the menu) updates them.
 */
function PartnerLinksBody({ centers }: { centers: readonly DeliveryCenter[] }) {
  const { center } = useDeliveryCenter(centers);
  const say = useSay();
  const id = useId();
  return (
    <div className={styles.order}>
      <ul role="list" className={styles.partners}>
        {partnerLinks(center).map((link) => (
          <li key={link.partner}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener"
              className={`${styles.partner} ${styles[link.partner]}`}
              aria-describedby={`${id}-${link.partner}`}
              onClick={() =>
                report('delivery_partner_clicked', { partner: link.partner, center_id: center?.id })
              }
            >
              <DecorativeIcon className={styles.bag} viewBox="0 0 32 32" size={32}>
                <path className={styles.bagHandle} d="M11 12V9a5 5 0 0 1 10 0v3" />
                <rect className={styles.bagBody} x="5" y="11" width="22" height="18" rx="4" />
              </DecorativeIcon>
              <span>
                {fill(say(partnerWords.orderOn), { partner: link.name })}{' '}
                <span className="visually-hidden">{say(partnerWords.opensInNewTab)}</span>
              </span>
              <DecorativeIcon className={styles.external} viewBox="0 0 24 24" size={18}>
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </DecorativeIcon>
            </a>
            <span id={`${id}-${link.partner}`} className={styles.note}>
              {noteFor(link, center, say)}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.center}>
        <p className={styles.centerText}>
          {center ? (
            <MessageWith message={say(partnerWords.orderingFrom)} name="center">
              <strong>{centerTitle(center)}</strong>
            </MessageWith>
          ) : (
            say(partnerWords.chooseForStorePages)
          )}
        </p>
        <PickerButton name="curbside-center" className={styles.centerButton}>
          {say(center ? words.changeCenter : words.chooseYourCenter)}
        </PickerButton>
      </div>
      <DeliveryCenterPickerHost centers={centers} />
    </div>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const PartnerLinks = withTranslations(PartnerLinksBody);
