import { RichText } from '@/components/RichText';
import type { LocationGroup } from '@/forms/engine/types';
import { centersByState, centersFromEntries } from '@/lib/centers';
import { getCenterEntries } from '@/lib/cms';
import { anchorFor } from '@/lib/format';
import { EnquiryFormIsland } from './EnquiryForm.lazy';
import type { BlockProps, RenderContext } from '../defineBlock';
import type { EnquiryFormProps } from './schema';
import styles from './EnquiryForm.module.css';

/**
 * The centers every Location select offers, as plain data for the island: ids and names grouped
 * by state. Read through the CMS cache, like the season pass screen's.
 */
async function locationGroups(context: RenderContext): Promise<LocationGroup[]> {
  const centers = centersFromEntries(await getCenterEntries(context));
  return centersByState(centers).map((group) => ({
    state: group.state,
    centers: group.centers.map((center) => ({ id: center.id, name: center.name })),
  }));
}

/** An enquiry form section: heading and intro beside the form, which is the only client part. */
export async function EnquiryForm({
  heading,
  intro,
  form,
  sendKey,
  thankYouMessage,
  context,
}: BlockProps<EnquiryFormProps>) {
  const anchor = anchorFor(heading);
  const headingId = `${anchor}-heading`;
  return (
    <section id={anchor} className={`section ${styles.enquiry}`} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro && <RichText document={intro} className={styles.intro} />}
        </div>
        <div className={styles.panel}>
          <EnquiryFormIsland
            formId={form}
            locationGroups={await locationGroups(context)}
            sendKey={sendKey}
            thankYou={thankYouMessage}
            labelledBy={headingId}
          />
        </div>
      </div>
    </section>
  );
}
