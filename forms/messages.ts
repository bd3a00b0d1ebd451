import { MAX_PASSES_PER_REGISTRATION } from '@/lib/platform/limits';
import { platformRoutes } from '@/lib/platform/routes';
import type { Season } from '@/lib/platform/schemas';

/**
 * Guest-facing messages of the forms, word for word as docs/rules/messages.md and
 * docs/rules/validation.md write them. Tests compare the screens against these constants.
 */

/** Field rules shared by the guest and lead forms (spec section 5). */
export const fieldMessages = {
  required: 'This field is required',
  phone: 'Please use a valid phone number (i.e. XXX-XXX-XXXX)',
  /** Not in the specification: the platform schema's own message for a malformed address. */
  email: 'Please enter a valid email address',
} as const;

/** The season pass registration (spec sections 2, 5 and 8). */
export const seasonPassMessages = {
  heading: (season: Season) => `Register Your ${season} Season Pass`,
  cardNumber: 'Card numbers must be 11 digits and may only contain numbers 0-9.',
  atLeastOneCard: 'You must enter at least one Season Pass card number to register.',
  cardLimit: (count: number) =>
    `Limit of ${MAX_PASSES_PER_REGISTRATION} cards on one registration form: (${count}/${MAX_PASSES_PER_REGISTRATION})`,
  /** The platform's answer to a rejected call; the route handler sends it, this is the fallback. */
  rejected: platformRoutes.registerSeasonPass.failureMessage,
  invalidPass: 'Invalid Season Pass number, please try again.',
  alreadyRegistered: 'This Season Pass has already been registered.',
  someFailedHeading: 'Oops!',
  allValidHeading: 'Awesome!',
  passActive: (company: string) =>
    `Your pass is now active and you'll be able to use it at your local ${company} center.`,
  thankYou: 'Thank You! A member of our team will be in touch with you shortly.',
  passLabel: (passNumber: string) => `Pass # ${passNumber}`,
  successful: 'Successful',
  invalid: 'Invalid!',
  sending: 'Sending',
} as const;

/** The birthday booking: the selector's messages (spec section 5) and the info step's. */
export const birthdayMessages = {
  noNearbyLocations: 'No nearby locations, please try a different location.',
  chooseCenter: 'Please choose a center for the party',
  date: 'Please select a date',
  within48Hours: 'To book within the next 48 hours, please contact your local center.',
  kids: 'Please select at a number of kids between 6 and 20.',
  guestOfHonor: 'Please enter a valid name and age',
  choosePackage: 'Please choose a package',
  packageMinimum: (title: string, minimum: number) => `${title} needs at least ${minimum} guests.`,
  rules:
    'Packages need a 10-guest minimum except Teen All Access (6). Final count and changes are due 3 days prior to the event.',
  thankYou: 'Thank You! A member of our team will be in touch with you shortly.',
  /** The spec gives no wording for a failed request; the family is told plainly nothing was sent. */
  requestFailed: 'Sorry, we could not send your booking request. Please try again in a moment.',
} as const;
