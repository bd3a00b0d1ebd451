import { hydrateOnUseArea } from '@/components/HydrateOnUse/whenUsed';
import { RichText } from '@/components/RichText';
import type { LocationGroup } from '@/forms/engine/types';
import { centerOptionGroups, getCenters } from '@/lib/centers';
import { anchorFor } from '@/lib/format';
import { FORM_NAMESPACES, islandTranslations } from '@/lib/i18n';
import { EnquiryFormIsland } from './EnquiryForm.lazy';
import { ENQUIRY_FORM_AREA } from './formArea';
import type { BlockProps, RenderContext } from '../defineBlock';
import type { EnquiryFormProps } from './schema';
import styles from './EnquiryForm.module.css';

/** The centers every Location select offers, read through the CMS cache. */
async function locationGroups(context: RenderContext): Promise<LocationGroup[]> {
  return centerOptionGroups(await getCenters(context));
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
        {/* The form speaks the page's language even where the section's content is English. */}
        <div
          className={styles.panel}
          lang={context.locale}
          {...hydrateOnUseArea(ENQUIRY_FORM_AREA)}
        >
          <EnquiryFormIsland
            formId={form}
            locationGroups={await locationGroups(context)}
            sendKey={sendKey}
            thankYou={thankYouMessage}
            labelledBy={headingId}
            translations={islandTranslations(FORM_NAMESPACES, context.locale)}
          />
        </div>
      </div>
    </section>
  );
}
