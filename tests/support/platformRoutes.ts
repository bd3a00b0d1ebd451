import * as cartsRoute from '@/app/api/carts/route';
import * as leadsRoute from '@/app/api/leads/route';
import * as mailRoute from '@/app/api/mail/route';
import * as seasonPassRoute from '@/app/api/season-pass/registrations/route';
import * as virtualExperiencesRoute from '@/app/api/virtual-experiences/route';
import {
  validCart,
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
  /** What the guest reads when the platform call fails. */
  failureMessage: string;
}

const SEND_FAILED = 'Sorry, we could not send your request. Please try again in a moment.';

export const routes: RouteUnderTest[] = [
  {
    name: 'season-pass/registrations',
    method: 'POST',
    module: seasonPassRoute,
    handler: seasonPassRoute.POST,
    valid: validSeasonPass,
    failureMessage: 'There was no season pass found with that card number, please try again.',
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
