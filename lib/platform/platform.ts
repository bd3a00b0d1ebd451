import type { PlatformCall, PlatformCalls, Sent } from './routes';

/** Why a platform call failed; the route handlers turn each into the call's message. */
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

/** What the platform gives back for a call: nothing for the calls that only send something on. */
type PlatformAnswer<Call extends PlatformCall> = PlatformCalls[Call] extends {
  received: infer Received;
}
  ? Received
  : PlatformCalls[Call]['answer'] extends Sent
    ? void
    : PlatformCalls[Call]['answer'];

/**
 * The platform API as the site uses it, over HTTP (upstream.ts) or embedded (embedded.ts): one
 * method per call of lib/platform/routes.ts.
 */
export type Platform = { readonly kind: 'http' | 'embedded' } & {
  [Call in PlatformCall]: (
    request: PlatformCalls[Call]['request'],
  ) => Promise<PlatformAnswer<Call>>;
};
