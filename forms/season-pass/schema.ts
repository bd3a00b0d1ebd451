import { z } from 'zod/mini';
import { centerId } from '@/lib/platform/schemas';
import { checkboxRule, emailRule, nameRule, phoneRule, selectRule } from '../rules';
import { cardsRule } from './cards';

/** The season pass form: what the guest types (input) and what the payload is built from (output). */
export const seasonPassFormSchema = z.object({
  cards: cardsRule,
  firstName: nameRule,
  lastName: nameRule,
  phone: phoneRule({ required: true }),
  email: emailRule(),
  /** A center id; the select only offers real ones. */
  location: z.pipe(selectRule({ required: true }), centerId),
  emailNotification: checkboxRule(),
  smsNotification: checkboxRule(),
  /** The honeypot: people never see it, so only bots fill it. */
  website: z.string(),
});

export type SeasonPassFormInput = z.input<typeof seasonPassFormSchema>;
export type SeasonPassFormValues = z.output<typeof seasonPassFormSchema>;

export const emptySeasonPassForm: SeasonPassFormInput = {
  cards: [{ number: '' }],
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  location: '',
  emailNotification: true,
  smsNotification: false,
  website: '',
};
