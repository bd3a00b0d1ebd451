import { engineMessages } from '../engine/messages';

/**
 * The birthday booking: the selector's messages (docs/rules/messages.md#birthday-selector) and the
 * info step's.
 */
export const birthdayMessages = {
  noNearbyLocations: 'No nearby locations, please try a different location.',
  chooseCenter: 'Please choose a center for the party',
  date: 'Please select a date',
  within48Hours: 'To book within the next 48 hours, please contact your local center.',
  kids: 'Please select a number of kids between 6 and 20.',
  guestOfHonor: 'Please enter a valid name and age',
  choosePackage: 'Please choose a package',
  packageMinimum: (title: string, minimum: number) => `${title} needs at least ${minimum} guests.`,
  rules:
    'Packages need a 10-guest minimum except Teen All Access (6). Final count and changes are due 3 days prior to the event.',
  thankYou: engineMessages.thankYou,
  /**
   * docs/rules/messages.md gives no wording for a failed request; the family is told plainly
   * nothing was sent.
   */
  requestFailed: 'Sorry, we could not send your booking request. Please try again in a moment.',
} as const;
