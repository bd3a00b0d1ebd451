import { platformRoute } from '@/lib/http/handler';
import { platform, seasonPassRegistration } from '@/lib/platform';

/** Registers season pass cards; the answer says, per card, whether it is now active. */
export const POST = platformRoute({
  name: 'season-pass-registration',
  schema: seasonPassRegistration,
  honeypot: true,
  // Spec section 8: the one message for a season pass call that did not work out.
  failureMessage: 'There was no season pass found with that card number, please try again.',
  // The platform refusing the cards is the guest's to fix; anything else is ours.
  failureStatus: (failure) => (failure === 'rejected' ? 422 : 502),
  call: (registration) => platform().registerSeasonPass(registration),
});
