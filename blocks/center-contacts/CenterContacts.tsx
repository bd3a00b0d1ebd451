import { SiteLink } from '@/components/SiteLink.client';
import { HeadedSection, headingIdFor } from '@/blocks/shared/HeadedSection';
import { centerOpening, getCenters, notOpenNote } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { speechOf, translator } from '@/lib/i18n';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import type { BlockProps } from '../defineBlock';
import type { CenterContact } from './CenterContacts.client';
import { CenterPhonePicker } from './CenterContacts.lazy';
import type { CenterContactsProps } from './schema';
import styles from './CenterContacts.module.css';

/**
 * How to reach a center directly: pick a center (the guest's own is picked already) to see its
 * phone, address and page; or write to guest services. Without script, the link to every
 * center's details stands in for the picker.
 */
export async function CenterContacts({
  heading,
  intro,
  email,
  context,
}: BlockProps<CenterContactsProps>) {
  const now = siteNow();
  const t = translator('Locations', context.locale);
  const speech = speechOf(['OpenNow'], context.locale);
  const centers: CenterContact[] = (await getCenters(context)).map((center) => {
    const opening = centerOpening(center, now);
    return {
      id: center.id,
      name: center.name,
      state: center.state,
      slug: center.slug,
      phone: center.phone,
      address: `${center.address}, ${center.city}`,
      ...(opening.status !== 'open' && { note: notOpenNote(opening, speech) }),
    };
  });
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.section}`}>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <CenterPhonePicker
            centers={centers}
            labelledBy={headingIdFor(heading)}
            texts={{
              label: t('yourCenter'),
              placeholder: t('chooseACenter'),
              // Filled in by the picker with the phone of the center shown.
              call: t.raw('call') as string,
            }}
          />
          <noscript>
            <SiteLink href={FIND_A_LOCATION_PATH}>{t('everyCenter')}</SiteLink>
          </noscript>
        </div>
        <div className={`${styles.panel} ${styles.email}`}>
          <h3 className={styles.panelHeading}>{t('guestServices')}</h3>
          <p>{t('writeToUs')}</p>
          <a href={`mailto:${email}`} className={styles.emailLink}>
            {email}
          </a>
        </div>
      </div>
    </HeadedSection>
  );
}
