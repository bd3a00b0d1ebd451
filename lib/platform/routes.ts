import words from '@/messages/en/Platform.json';
import type { PlatformFailure } from './platform';
import type {
  CartDeletion,
  GiftCardBalance,
  GiftCardBalanceCheck,
  Lead,
  MailSend,
  SeasonPassAnswer,
  SeasonPassRegistration,
  SeasonPassResult,
  VirtualExperienceRequest,
} from './schemas';

/**
 * Every platform call the site makes, once: the address of its route handler, the guest's message
 * when it fails and the status that failure gets. The browser client, the route handlers
 * (lib/http/handler.ts) and the forms read it from here. It holds no schema, so that the browser
 * can import it without zod; the server pairs each call with its schema in lib/http/handler.ts.
 * The rules behind the messages: docs/rules/messages.md.
 */

/**
 * What each call takes and what its route answers; `received`, where the platform's own answer
 * holds more than the browser may see.
 */
export interface PlatformCalls {
  registerSeasonPass: {
    request: SeasonPassRegistration;
    answer: SeasonPassAnswer;
    received: SeasonPassResult;
  };
  sendMail: { request: MailSend; answer: Sent };
  createLead: { request: Lead; answer: Sent };
  requestVirtualExperience: { request: VirtualExperienceRequest; answer: Sent };
  deleteCart: { request: CartDeletion; answer: Sent };
  checkGiftCardBalance: { request: GiftCardBalanceCheck; answer: GiftCardBalance };
}

export type PlatformCall = keyof PlatformCalls;

export interface PlatformRoute {
  /** Names the route in logs and in rate-limit keys. */
  name: string;
  /** Where the route handler is: app/api/<path>/route.ts. */
  path: string;
  method: 'POST' | 'DELETE';
  /** Whether the body may carry the hidden field only bots fill (forms do). */
  honeypot: boolean;
  /** What the guest reads when the call fails. */
  failureMessage: string;
  /** What the guest reads instead when the platform refuses what they sent, if that differs. */
  rejectedMessage?: string;
  /** The most requests a minute from one address, where fewer than the site's own limit. */
  rateLimitPerMinute?: number;
  /** The answer's status for each kind of failure: 502 unless said otherwise. */
  failureStatus?: (failure: PlatformFailure) => number;
}

/** The answer of a call that sends something on and has nothing to tell. */
export type Sent = { ok: true };

const NOT_SENT = 'Sorry, we could not send your request. Please try again in a moment.';

export const platformRoutes: Readonly<Record<PlatformCall, PlatformRoute>> = {
  registerSeasonPass: {
    name: 'season-pass-registration',
    path: '/api/season-pass/registrations/',
    method: 'POST',
    honeypot: true,
    failureMessage: words.rejected,
    // The platform refusing the cards is the guest's to fix; anything else is ours.
    failureStatus: (failure) => (failure === 'rejected' ? 422 : 502),
  },
  sendMail: {
    name: 'mail',
    path: '/api/mail/',
    method: 'POST',
    honeypot: true,
    // No wording is prescribed: the guest is told plainly that nothing was sent.
    failureMessage: NOT_SENT,
  },
  createLead: {
    name: 'lead',
    path: '/api/leads/',
    method: 'POST',
    honeypot: true,
    failureMessage: words.leadFailure,
  },
  requestVirtualExperience: {
    name: 'virtual-experience',
    path: '/api/virtual-experiences/',
    method: 'POST',
    honeypot: true,
    failureMessage: NOT_SENT,
  },
  /** Anonymous carts use deleteCart, account carts deleteCustomerCart (docs/rules/roles.md). */
  deleteCart: {
    name: 'cart-deletion',
    path: '/api/carts/',
    method: 'DELETE',
    // Sent by the booking widget, not by a form a bot could fill.
    honeypot: false,
    failureMessage:
      'Sorry, we could not clear your previous booking. Please try again in a moment.',
  },
  checkGiftCardBalance: {
    name: 'gift-card-balance',
    path: '/api/gift-cards/balance/',
    method: 'POST',
    honeypot: true,
    failureMessage: words.giftCardCheckFailed,
    rejectedMessage: words.giftCardNotFound,
    failureStatus: (failure) => (failure === 'rejected' ? 422 : 502),
    // A guest checks a card or two; many checks a minute are someone guessing PINs.
    rateLimitPerMinute: 5,
  },
};
