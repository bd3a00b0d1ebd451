import { PlatformError, type Platform } from './platform';
import type { SeasonPassResult } from './schemas';
import { newEntry, type PlatformStore } from './store';

/**
 * The platform API played locally, so the whole site works on a machine with nothing else
 * running. It answers like the real one (as far as the site can tell) and keeps what it receives
 * in the store, where `npm run platform:inbox` lists it.
 */

/** Pass numbers the embedded platform sells: free to register once. */
export const FREE_PASS_NUMBERS: readonly string[] = Array.from({ length: 20 }, (_, index) =>
  String(10_000_000_001 + index),
);

/** Pass numbers already registered to a member before anything was stored. */
export const PRE_REGISTERED_PASSES: ReadonlyMap<string, string> = new Map([
  ['20000000001', 'M-100201'],
  ['20000000002', 'M-100202'],
  ['20000000003', 'M-100203'],
]);

const freePasses = new Set(FREE_PASS_NUMBERS);

/** Gift cards the embedded platform knows: card number → its PIN and what is left on it. */
export const GIFT_CARDS: ReadonlyMap<string, { pin: string; balance: number }> = new Map([
  ['6035710000000001', { pin: '1234', balance: 25 }],
  ['6035710000000002', { pin: '5678', balance: 112.5 }],
  ['6035710000000003', { pin: '0000', balance: 0 }],
]);

/** Member ids of passes registered here start after the pre-registered ones' range. */
const FIRST_NEW_MEMBER = 300_001;

export function createEmbeddedPlatform(store: PlatformStore): Platform {
  return {
    kind: 'embedded',

    registerSeasonPass: async (registration) => {
      const isKnown = (pass: string) => freePasses.has(pass) || PRE_REGISTERED_PASSES.has(pass);
      if (!registration.passNumbers.some(isKnown)) {
        // What the real platform does when it finds nothing at all: it refuses the call. Decided
        // before the store is touched, so a refusal costs no write.
        throw new PlatformError(
          'rejected',
          `none of the ${registration.passNumbers.length} pass numbers is known`,
        );
      }
      return store.update((data): SeasonPassResult => {
        const passNumberStatus = registration.passNumbers.map((passNumber) => {
          const owner =
            PRE_REGISTERED_PASSES.get(passNumber) ??
            (Object.hasOwn(data.registeredPasses, passNumber)
              ? data.registeredPasses[passNumber]?.memberId
              : undefined);
          // A failure with a member id means "already registered"; with none, "invalid".
          if (owner) return { passNumber, status: 'failure', memberId: owner };
          if (!freePasses.has(passNumber)) return { passNumber, status: 'failure', memberId: '' };
          const memberId = `M-${FIRST_NEW_MEMBER + Object.keys(data.registeredPasses).length}`;
          data.registeredPasses[passNumber] = { memberId, registeredAt: new Date().toISOString() };
          return { passNumber, status: 'success', memberId };
        });
        data.registrations.push(newEntry({ ...registration, passNumberStatus }));
        return { passNumberStatus };
      });
    },

    sendMail: (mail) =>
      store.update((data) => {
        data.mails.push(newEntry(mail));
      }),

    createLead: (lead) =>
      store.update((data) => {
        data.leads.push(newEntry(lead));
      }),

    requestVirtualExperience: (request) =>
      store.update((data) => {
        // The form model is free-form, so it is kept apart from the entry's own id and time.
        data.virtualExperiences.push(newEntry({ fields: request }));
      }),

    deleteCart: (cart) =>
      store.update((data) => {
        // No carts live here; the deletion is recorded so that a developer can see it happened.
        const call = cart.accountId ? 'deleteCustomerCart' : 'deleteCart';
        data.cartDeletions.push(newEntry({ call, ...cart }));
      }),

    checkGiftCardBalance: async ({ cardNumber, pin }) => {
      const card = GIFT_CARDS.get(cardNumber);
      const found = card?.pin === pin;
      // The check is kept for a developer to see, with the card's last four digits and no PIN.
      await store.update((data) => {
        data.giftCardChecks.push(newEntry({ card: `…${cardNumber.slice(-4)}`, found }));
      });
      if (!card || !found) {
        // As the real platform: an unknown card and a wrong PIN are one refusal, so that the
        // answer does not tell which card numbers exist.
        throw new PlatformError('rejected', 'no gift card with that number and PIN');
      }
      return { balance: card.balance };
    },
  };
}
