import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';
import { deliveryMenuDocument, menuWordsDocument } from './menu';

/**
 * The delivery menu section: its heading and intro, the menu document (a JSON field, shared by
 * every language) and its words in the page's language (another JSON field). The prices shown
 * are those of the guest's delivery center's tier, chosen in the browser.
 */
export const deliveryMenuSchema = z.object({
  heading: z.string().trim().min(1).max(80),
  intro: optionalText,
  menu: deliveryMenuDocument,
  menuWords: menuWordsDocument,
});

export type DeliveryMenuProps = z.output<typeof deliveryMenuSchema>;
