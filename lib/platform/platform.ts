import type {
  CartDeletion,
  Lead,
  MailSend,
  SeasonPassRegistration,
  SeasonPassResult,
  VirtualExperienceRequest,
} from './schemas';

/** Why a platform call failed; the route handlers turn each into the spec's message. */
export type PlatformFailure = 'rejected' | 'timeout' | 'unreachable' | 'upstream' | 'malformed';

export class PlatformError extends Error {
  constructor(
    readonly failure: PlatformFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** The platform API as the site uses it: over HTTP (upstream.ts) or embedded (embedded.ts). */
export interface Platform {
  readonly kind: 'http' | 'embedded';
  registerSeasonPass(registration: SeasonPassRegistration): Promise<SeasonPassResult>;
  sendMail(mail: MailSend): Promise<void>;
  createLead(lead: Lead): Promise<void>;
  requestVirtualExperience(request: VirtualExperienceRequest): Promise<void>;
  /** Anonymous carts use deleteCart, account carts deleteCustomerCart (spec section 6). */
  deleteCart(cart: CartDeletion): Promise<void>;
}
