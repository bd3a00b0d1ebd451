import type { SeasonPassFormInput } from './schema';

/** The form as a guest first sees it: one empty card, email notifications on. */
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
