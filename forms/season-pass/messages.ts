import { cardLimitMessage } from '@/lib/platform/limits';
import { platformRoutes } from '@/lib/platform/routes';
import type { Season } from '@/lib/platform/schemas';
import { engineMessages } from '../engine/messages';

/**
 * The season pass registration's messages, word for word as docs/rules/messages.md writes them
 * (#season-pass, #season-pass-cards, and the heading in #screen-wording). Tests compare the
 * screens against these constants. The result dialog says what the guest can do next, then the
 * forms' thank-you line (docs/decisions/0007-season-pass-screen.md).
 */
export const seasonPassMessages = {
  heading: (season: Season) => `Register Your ${season} Season Pass`,
  cardNumber: 'Card numbers must be 11 digits and may only contain numbers 0-9.',
  atLeastOneCard: 'You must enter at least one Season Pass card number to register.',
  cardLimit: cardLimitMessage,
  /** The platform's answer to a rejected call; the route handler sends it, this is the fallback. */
  rejected: platformRoutes.registerSeasonPass.failureMessage,
  invalidPass: 'Invalid Season Pass number, please try again.',
  alreadyRegistered: 'This Season Pass has already been registered.',
  someFailedHeading: 'Oops!',
  allValidHeading: 'Awesome!',
  passActive: (company: string) =>
    `Your pass is now active and you'll be able to use it at your local ${company} center.`,
  morePasses:
    'Got more cards? Close this window and enter their numbers: your details stay filled in.',
  passesActive: 'The passes marked Successful are registered and active.',
  fixInvalid:
    'Check each pass marked Invalid!: correct a mistyped number and press Register again, or remove a card that is already registered.',
  /** Followed by a link to the contact page. */
  stillStuck: 'Still stuck?',
  contactUs: { text: 'Contact us', href: '/contact-us/' },
  passLabel: (passNumber: string) => `Pass # ${passNumber}`,
  successful: 'Successful',
  invalid: 'Invalid!',
  sending: engineMessages.sending,
  /** The result dialog's last line after every successful call, whatever the passes' outcome. */
  thankYou: engineMessages.thankYou,
} as const;
