import { anchorFor } from '@/lib/format';
import { islandTranslations } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { deliveryCenters } from '../delivery-menu/deliveryCenters';
import { PromoArt } from '../shared/PromoArt';
import { PartnerLinks } from './CurbsideDelivery.lazy';
import type { CurbsideDeliveryProps } from './schema';
import panelStyles from '../shared/promoPanel.module.css';
import styles from './CurbsideDelivery.module.css';

/**
 * Delivery through the partners: the editors' words and artwork, and links to DoorDash and Uber
 * Eats, which the island points at the guest's delivery center's store pages.
 */
export async function CurbsideDelivery({
  heading,
  text,
  image,
  context,
}: BlockProps<CurbsideDeliveryProps>) {
  const centers = await deliveryCenters(context);
  const anchor = anchorFor(heading);
  return (
    <section id={anchor} className="section container" aria-labelledby={`${anchor}-heading`}>
      <div className={`${panelStyles.panel} ${styles.card}`}>
        <div className={panelStyles.copy}>
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          <PartnerLinks
            centers={centers}
            translations={islandTranslations(['Delivery', 'DeliveryPartners'], context.locale)}
          />
        </div>
        <PromoArt image={image} looks={styles} />
      </div>
    </section>
  );
}
