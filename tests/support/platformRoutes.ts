import * as cartsRoute from '@/app/api/carts/route';
import * as giftCardBalanceRoute from '@/app/api/gift-cards/balance/route';
import * as leadsRoute from '@/app/api/leads/route';
import * as mailRoute from '@/app/api/mail/route';
import * as seasonPassRoute from '@/app/api/season-pass/registrations/route';
import * as virtualExperiencesRoute from '@/app/api/virtual-experiences/route';
import {
  validCart,
  validGiftCardCheck,
  validLead,
  validMail,
  validSeasonPass,
  validVirtualExperience,
} from './platformBodies';

/** The site's platform route handlers, each with a body it accepts. */

export interface RouteUnderTest {
  name: string;
  method: 'POST' | 'DELETE';
  module: Record<string, unknown>;
  handler: (request: Request) => Promise<Response>;
  valid: Record<string, unknown>;
  /** What the embedded platform answers for `valid`, where it is more than `{ ok: true }`. */
  answer?: Record<string, unknown>;
  /** What the guest reads when the platform call fails. */
  failureMessage: string;
  /** The status and message when the platform refuses the body, where they differ from 502 and
   * `failureMessage`. */
  rejected?: { status: number; message?: string };
}

const SEND_FAILED = 'Sorry, we could not send your request. Please try again in a moment.';

export const routes: RouteUnderTest[] = [
  {
    name: 'season-pass/registrations',
    method: 'POST',
    module: seasonPassRoute,
    handler: seasonPassRoute.POST,
    valid: validSeasonPass,
    answer: {
      passNumberStatus: [{ passNumber: '10000000001', status: 'success', registered: true }],
    },
    failureMessage: 'There was no season pass found with that card number, please try again.',
    rejected: { status: 422 },
  },
  {
    name: 'mail',
    method: 'POST',
    module: mailRoute,
    handler: mailRoute.POST,
    valid: validMail,
    failureMessage: SEND_FAILED,
  },
  {
    name: 'leads',
    method: 'POST',
    module: leadsRoute,
    handler: leadsRoute.POST,
    valid: validLead,
    failureMessage:
      'Whoops! Looks like something went wrong, please refresh and try again. If this problem persists, please contact us.',
  },
  {
    name: 'virtual-experiences',
    method: 'POST',
    module: virtualExperiencesRoute,
    handler: virtualExperiencesRoute.POST,
    valid: validVirtualExperience,
    failureMessage: SEND_FAILED,
  },
  {
    name: 'carts',
    method: 'DELETE',
    module: cartsRoute,
    handler: cartsRoute.DELETE,
    valid: validCart,
    failureMessage:
      'Sorry, we could not clear your previous booking. Please try again in a moment.',
  },
  {
    name: 'gift-cards/balance',
    method: 'POST',
    module: giftCardBalanceRoute,
    handler: giftCardBalanceRoute.POST,
    valid: validGiftCardCheck,
    answer: { balance: 25 },
    failureMessage:
      'Sorry, we could not check your balance right now. Please try again in a moment.',
    rejected: {
      status: 422,
      message:
        'We could not find a gift card with that number and PIN. Please check both and try again.',
    },
  },
];

let lastAddress = 0;

/**
 * A request to `route` carrying `body` (a string is sent as it is). Each comes from a new client
 * address unless one is given, so that tests do not run into each other's rate limit.
 */
export function requestTo(
  route: Pick<RouteUnderTest, 'name' | 'method'>,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  lastAddress += 1;
  return new Request(`http://localhost/api/${route.name}/`, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      // As the server passes it on: what the client wrote, then the connection's own address.
      'x-forwarded-for': `192.0.2.1, 10.1.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The status and JSON body of a route's answer. */
export async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
