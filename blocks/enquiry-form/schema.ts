import { z } from 'zod';
import { FORM_IDS } from '@/forms/enquiries/catalog';
import { optionalText, richText } from '@/lib/cms/fields';

/** The mail-send sendTo limit (lib/platform/schemas.ts), so a long key fails here, not on submit. */
const SEND_KEY_MAX = 120;

export const enquiryFormSchema = z.object({
  heading: z.string().trim().min(1),
  intro: richText.optional(),
  form: z.enum(FORM_IDS),
  /**
   * Where the form's mail goes instead of the chosen center: its send key
   * (docs/rules/platform-calls.md#mail-send).
   */
  sendKey: optionalText.refine(
    (key) => key === undefined || key.length <= SEND_KEY_MAX,
    `sendKey holds at most ${SEND_KEY_MAX} characters`,
  ),
  /** Replaces the form's own thank-you line. */
  thankYouMessage: optionalText,
});

export type EnquiryFormProps = z.output<typeof enquiryFormSchema>;
