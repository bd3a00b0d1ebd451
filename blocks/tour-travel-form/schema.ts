import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';
import { isSafeHref } from '@/lib/links';

/**
 * The tour and travel form is another company's form, shown in a frame
 * (docs/rules/platform-calls.md#embedded-frames). Its address comes from the CMS, so only a plain
 * https address is framed: no other scheme (javascript:, data:, http:), no user name or password
 * in it, no characters browsers rewrite. The site's Content-Security-Policy (next.config.ts,
 * frame-src) must allow the form's host too.
 */
export function isEmbeddableFormUrl(value: string): boolean {
  if (!isSafeHref(value)) return false;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/** The number guests call when the form cannot load, written as the site writes phone numbers. */
const US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

export const MIN_FRAME_HEIGHT = 300;
export const MAX_FRAME_HEIGHT = 4000;

export const tourTravelFormSchema = z
  .object({
    heading: z.string().trim().min(1),
    intro: optionalText,
    formUrl: z
      .string()
      .trim()
      .refine(isEmbeddableFormUrl, 'formUrl must be an https address without a user name')
      .transform((value) => new URL(value).href),
    height: z
      .number()
      .int()
      .min(MIN_FRAME_HEIGHT)
      .max(MAX_FRAME_HEIGHT)
      .nullish()
      .transform((value) => value ?? 900),
    title: optionalText,
    phone: z
      .string()
      .trim()
      .regex(US_PHONE, 'phone must be a US phone number written like (800) 555-0199'),
  })
  // A frame needs a name for screen readers (WCAG 4.1.2); the heading names it when editors don't.
  .transform(({ title, ...fields }) => ({ ...fields, title: title ?? fields.heading }));

export type TourTravelFormProps = z.output<typeof tourTravelFormSchema>;
