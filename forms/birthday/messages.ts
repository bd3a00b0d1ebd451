import { engineMessages } from '../engine/messages';

/**
 * The birthday booking: the selector's messages (docs/rules/messages.md#birthday-selector) and the
 * info step's.
 */
export const birthdayMessages = {
  chooseCenter: 'Please choose a center for the party',
  date: 'Please select a date',
  within48Hours: 'To book within the next 48 hours, please contact your local center.',
  kids: 'Please select a number of kids between 6 and 20.',
  guestOfHonor: 'Please enter a valid name and age',
  choosePackage: 'Please choose a package',
  chooseTimeOfDay: 'Please choose a time of day',
  packageMinimum: (title: string, minimum: number) => `${title} needs at least ${minimum} guests.`,
  packageTooSmall: (minimum: number, kids: number) =>
    `Needs at least ${minimum} guests; your party has ${kids}. Choose Edit to add guests.`,
  rules:
    'Packages need a 10-guest minimum except Teen All Access (6). Final count and changes are due 3 days prior to the event.',
  /** Under Book birthday: booking here starts a request, which the center confirms. */
  whatComesNext:
    'Next: choose your package and tell us how to reach you. Your center then confirms the party.',
  thankYou: engineMessages.thankYou,
  /** When the center answers: the thank-you line's own promise, before the request is sent. */
  reply:
    'A member of our team will be in touch with you shortly to confirm availability, the start time and the deposit. Nothing is charged now.',
  confirmByPhoneOrEmail:
    'We call or email you to confirm the start time and the deposit; nothing is charged before then.',
  /**
   * docs/rules/messages.md gives no wording for a failed request; the family is told plainly
   * nothing was sent.
   */
  requestFailed: 'Sorry, we could not send your booking request. Please try again in a moment.',
} as const;
