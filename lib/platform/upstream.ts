import { log } from '@/lib/log';
import { PlatformError, type Platform, type PlatformFailure } from './platform';
import type { z } from 'zod/mini';
import { giftCardBalance, seasonPassResult } from './schemas';

/**
 * The platform API over HTTP (used when PLATFORM_API_URL is set). The contract is in the README's
 * "Platform API" section. Every call is bounded by a timeout, and every way it can go wrong ends
 * as a PlatformError whose kind the route handler turns into the guest's message.
 */

export interface UpstreamOptions {
  /** Base address without a trailing slash, e.g. https://platform.example.com/v1 */
  url: string;
  /** Sent in the x-api-key header; never logged. */
  key: string;
  timeoutMs: number;
}

/** The calls' names (docs/rules/platform-calls.md#summary), used in logs. */
type CallName =
  | 'registerSeasonPass'
  | 'mailSend'
  | 'leadGen'
  | 'virtualExperiences'
  | 'deleteCart'
  | 'deleteCustomerCart'
  | 'giftCardBalance';

interface Call {
  name: CallName;
  method: 'POST' | 'DELETE';
  path: string;
  payload?: object;
}

const segment = encodeURIComponent;

/**
 * The most of an answer that is read. The season pass answer lists at most ten passes, a few KB;
 * anything far larger is not that answer, and reading it whole would cost the server its memory.
 */
export const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Answers that say the site itself is refused: a wrong or missing key, a proxy wanting credentials,
 * a quota. Only other 4xx answers are about what the guest sent.
 */
const NOT_THE_GUESTS = new Set([401, 403, 407, 429]);

function failureFor(status: number): PlatformFailure {
  return status >= 400 && status < 500 && !NOT_THE_GUESTS.has(status) ? 'rejected' : 'upstream';
}

class TooLarge extends Error {}

/** The answer's text, or a TooLarge error as soon as it passes MAX_ANSWER_BYTES. */
async function readBounded(response: Response): Promise<string> {
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new TooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function createUpstreamPlatform(options: UpstreamOptions): Platform {
  /**
   * Sends `call`. With `readAnswer`, the answer's body is read and handed to it (it throws when
   * the answer is not what the contract says); without, the body is not read, as
   * docs/rules/platform-calls.md#summary says.
   */
  async function send(call: Call): Promise<void>;
  async function send<T>(call: Call, readAnswer: (text: string) => T): Promise<T>;
  async function send<T>(call: Call, readAnswer?: (text: string) => T): Promise<T | undefined> {
    const started = performance.now();
    const signal = AbortSignal.timeout(options.timeoutMs);
    const failed = (failure: PlatformFailure, reason: string, status?: number) => {
      log.warn(
        {
          call: call.name,
          failure,
          status,
          durationMs: Math.round(performance.now() - started),
          // Field names only: the values are the guest's personal data.
          fields: call.payload ? Object.keys(call.payload) : undefined,
          reason,
        },
        'platform call failed',
      );
      return new PlatformError(failure, `${call.name}: ${reason}`);
    };
    const lost = (error: unknown) =>
      signal.aborted
        ? failed('timeout', `no answer within ${options.timeoutMs} ms`)
        : failed('unreachable', describe(error));

    let response: Response;
    try {
      response = await fetch(`${options.url}${call.path}`, {
        method: call.method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': options.key,
        },
        body: call.payload ? JSON.stringify(call.payload) : undefined,
        signal,
        // A redirect could carry the key to another host; the contract has none.
        redirect: 'manual',
      });
    } catch (error) {
      throw lost(error);
    }

    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw failed(failureFor(response.status), `answered ${response.status}`, response.status);
    }
    let answer: T | undefined;
    if (readAnswer) {
      let text: string;
      try {
        text = await readBounded(response);
      } catch (error) {
        if (error instanceof TooLarge) {
          throw failed('malformed', `the answer is larger than ${MAX_ANSWER_BYTES} bytes`, 200);
        }
        throw lost(error);
      }
      try {
        answer = readAnswer(text);
      } catch (error) {
        throw failed('malformed', describe(error), response.status);
      }
    } else {
      await response.body?.cancel().catch(() => undefined);
    }
    log.info(
      {
        call: call.name,
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      },
      'platform call',
    );
    return answer;
  }

  return {
    kind: 'http',
    registerSeasonPass: (registration) => {
      const call: Call = {
        name: 'registerSeasonPass',
        method: 'POST',
        path: '/season-passes/registrations',
        payload: registration,
      };
      return send(call, answerOf(seasonPassResult));
    },
    sendMail: async (mail) => {
      await send({ name: 'mailSend', method: 'POST', path: '/mail/send', payload: mail });
    },
    createLead: async (lead) => {
      await send({ name: 'leadGen', method: 'POST', path: '/leads', payload: lead });
    },
    requestVirtualExperience: async (request) => {
      await send({
        name: 'virtualExperiences',
        method: 'POST',
        path: '/virtualexperiences',
        payload: request,
      });
    },
    deleteCart: async ({ accountId, centerId, cartSummaryId }) => {
      const cartPath = `/centers/${segment(centerId)}/carts/${segment(cartSummaryId)}`;
      await send(
        accountId
          ? {
              name: 'deleteCustomerCart',
              method: 'DELETE',
              path: `/accounts/${segment(accountId)}${cartPath}`,
            }
          : { name: 'deleteCart', method: 'DELETE', path: cartPath },
      );
    },
    checkGiftCardBalance: (check) =>
      send(
        { name: 'giftCardBalance', method: 'POST', path: '/gift-cards/balance', payload: check },
        answerOf(giftCardBalance),
      ),
  };
}

/** Reads an answer that must be JSON matching `schema`; throws saying where it does not. */
function answerOf<Schema extends z.ZodMiniType>(schema: Schema) {
  return (text: string): z.output<Schema> => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error('the answer is not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`the answer does not match at "${issue?.path.join('.')}": ${issue?.message}`);
    }
    return parsed.data;
  };
}

/** Why a request got no answer, e.g. ECONNREFUSED or ENOTFOUND, without the stack. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
