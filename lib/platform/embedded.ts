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

/** Member ids of passes registered here start after the pre-registered ones' range. */
const FIRST_NEW_MEMBER = 300_001;

export function createEmbeddedPlatform(store: PlatformStore): Platform {
  return {
    kind: 'embedded',

    registerSeasonPass: (registration) =>
      store.update((data): SeasonPassResult => {
        const isKnown = (pass: string) => freePasses.has(pass) || PRE_REGISTERED_PASSES.has(pass);
        if (!registration.passNumbers.some(isKnown)) {
          // What the real platform does when it finds nothing at all: it refuses the call.
          throw new PlatformError(
            'rejected',
            `none of the ${registration.passNumbers.length} pass numbers is known`,
          );
        }
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
      }),

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
  };
}
