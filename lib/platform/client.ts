import words from '@/messages/en/Platform.json';
import {
  type PlatformCall,
  type PlatformCalls,
  type PlatformRoute,
  platformRoutes,
} from './routes';

/**
 * The browser's typed client: it only calls this site's own route handlers (app/api), which
 * validate again and talk to the platform API with the secret key. Each call of
 * lib/platform/routes.ts is a method here.
 */

/** A failed call, with the guest-facing message the route handler chose and any field errors. */
export class PlatformClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'PlatformClientError';
  }
}

const NETWORK_MESSAGE = words.noConnection;

async function call(route: PlatformRoute, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PlatformClientError(NETWORK_MESSAGE, 0);
  }
  const answer = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    fieldErrors?: Record<string, string[]>;
  };
  if (!response.ok) {
    const message = typeof answer.error === 'string' ? answer.error : NETWORK_MESSAGE;
    throw new PlatformClientError(message, response.status, answer.fieldErrors ?? {});
  }
  return answer;
}

type PlatformClient = {
  [Call in PlatformCall]: (
    request: PlatformCalls[Call]['request'],
  ) => Promise<PlatformCalls[Call]['answer']>;
};

export const platformClient = Object.fromEntries(
  Object.entries(platformRoutes).map(([name, route]) => [
    name,
    (body: unknown) => call(route, body),
  ]),
) as PlatformClient;
