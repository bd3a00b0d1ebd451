import type {
  CartDeletion,
  Lead,
  MailSend,
  SeasonPassRegistration,
  SeasonPassResult,
  VirtualExperienceRequest,
} from './schemas';

/**
 * The browser's typed client: it only calls this site's own route handlers (app/api), which
 * validate again and talk to the platform API with the secret key.
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

const NETWORK_MESSAGE =
  'We could not reach our servers. Please check your connection and try again.';

async function call<T>(path: string, method: 'POST' | 'DELETE', body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
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
  return answer as T;
}

export const platformClient = {
  registerSeasonPass: (registration: SeasonPassRegistration) =>
    call<SeasonPassResult>('/api/season-pass/registrations/', 'POST', registration),
  sendMail: (mail: MailSend) => call<{ ok: true }>('/api/mail/', 'POST', mail),
  createLead: (lead: Lead) => call<{ ok: true }>('/api/leads/', 'POST', lead),
  requestVirtualExperience: (request: VirtualExperienceRequest) =>
    call<{ ok: true }>('/api/virtual-experiences/', 'POST', request),
  deleteCart: (cart: CartDeletion) => call<{ ok: true }>('/api/carts/', 'DELETE', cart),
};
