import { cardLimitMessage } from '@/lib/platform/limits';
import { platformRoutes } from '@/lib/platform/routes';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/SeasonPass.json';
import { engineMessages } from '../engine/messages';

/**
 * The season pass registration's messages, word for word as docs/rules/messages.md writes them
 * (#season-pass, #season-pass-cards, and the heading in #screen-wording), from the message
 * catalogue (messages/en/SeasonPass.json; the form shows them through `useSay`). Tests compare
 * the screens against these constants. The result dialog says what the guest can do next, then the
 * forms' thank-you line (docs/decisions/0007-season-pass-screen.md).
 */
export const seasonPassMessages = {
  cardNumber: words.cardNumber,
  atLeastOneCard: words.atLeastOneCard,
  cardLimit: cardLimitMessage,
  /** The platform's answer to a rejected call; the route handler sends it, this is the fallback. */
  rejected: platformRoutes.registerSeasonPass.failureMessage,
  invalidPass: words.invalidPass,
  alreadyRegistered: words.alreadyRegistered,
  someFailedHeading: words.someFailedHeading,
  allValidHeading: words.allValidHeading,
  passActive: (company: string) => fill(words.passActive, { company }),
  morePasses: words.morePasses,
  passesActive: words.passesActive,
  fixInvalid: words.fixInvalid,
  /** Followed by a link to the contact page. */
  stillStuck: words.stillStuck,
  contactUs: { text: words.contactUs, href: '/contact-us/' },
  passLabel: (passNumber: string) => fill(words.passLabel, { passNumber }),
  successful: words.successful,
  invalid: words.invalid,
  sending: engineMessages.sending,
  /** The result dialog's last line after every successful call, whatever the passes' outcome. */
  thankYou: engineMessages.thankYou,
} as const;

/** What the form's panels say around the fields. */
export const seasonPassTexts = {
  yourPasses: words.yourPasses,
  cardsHeading: words.cardsHeading,
  whereIsMyNumber: words.whereIsMyNumber,
  whereTheNumberIs: (length: number) => fill(words.whereTheNumberIs, { length }),
  /** Read before the visible 'card number 1', so the input is named for what it holds. */
  cardLabelStart: words.cardLabelStart,
  cardLabel: (number: number) => fill(words.cardLabel, { number }),
  removeCard: (number: number) => fill(words.removeCard, { number }),
  noCards: words.noCards,
  addACard: words.addACard,
  addAnotherCard: words.addAnotherCard,
  yourInfo: words.yourInfo,
  homeCenter: words.homeCenter,
  notifications: words.notifications,
  emailNotification: words.emailNotification,
  smsNotification: words.smsNotification,
  registerNote: words.registerNote,
  register: words.register,
} as const;
