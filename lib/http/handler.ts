import { z } from 'zod';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import platformWords from '@/messages/en/Platform.json';
import { platform, PlatformError } from '@/lib/platform';
import { type PlatformCall, type PlatformCalls, platformRoutes } from '@/lib/platform/routes';
import {
  platformRequestSchemas,
  seasonPassAnswer,
  type SeasonPassResult,
} from '@/lib/platform/schemas';
import { BODY_TOO_LARGE, BODY_UNREADABLE, readBodyText } from './body';
import { clientAddress } from './rateLimit';
import { chooseRateLimiter, type RequestLimiter } from './sharedRateLimit';

/**
 * What every platform route handler does before and after its one call: rate limit, read a
 * bounded JSON body, drop a filled honeypot, check the body with the call's schema, make the call
 * and turn a failure into the guest's message. Bad input is always a 4xx, never a 500.
 */

const MAX_BODY_BYTES = 32 * 1024;
/** The hidden form field only bots fill (see docs/decisions/0006-platform-layer.md). */
const HONEYPOT_FIELD = 'website';

const MESSAGES = {
  notJson: 'Expected a JSON body.',
  tooLarge: 'The request is too large.',
  invalid: 'Please check your form for errors.',
  tooMany: platformWords.tooManyRequests,
  unknownField: 'Unknown field.',
  tooDeep: 'The request is nested too deeply.',
} as const;

/** No form nests deeper than a lead's contact; far deeper JSON is only ever an attack. */
const MAX_DEPTH = 8;

let limiter: RequestLimiter | undefined;

/** Field errors keyed by the field's dotted path, as the 400 answer carries them. */
export type FieldErrors = Record<string, string[]>;

export interface PlatformRouteOptions<Call extends PlatformCall> {
  /**
   * Checks a valid body against what only the server knows (e.g. the known mail targets); field
   * errors make it a 400 like the schema's own.
   */
  accept?: (request: PlatformCalls[Call]['request']) => Promise<FieldErrors | undefined>;
}

/**
 * The route handler (`export const POST = platformRoute('createLead')`) for one platform call: its
 * address, messages and statuses come from lib/platform/routes.ts, its schema from
 * lib/platform/schemas.ts, and the call itself from the platform.
 */
export function platformRoute<Call extends PlatformCall>(
  call: Call,
  options: PlatformRouteOptions<Call> = {},
) {
  const route = platformRoutes[call];
  // The request schemas are zod/mini ones (shared with the browser), which classic zod's top-level
  // `z.safeParse` checks like its own.
  const schema: z.core.$ZodType = platformRequestSchemas[call];
  return async function handle(request: Request): Promise<Response> {
    limiter ??= chooseRateLimiter(config().redisUrl);
    const limit = await limiter.take(
      `${route.name} ${clientAddress(request.headers, config().trustedProxyHops)}`,
      Math.min(config().rateLimitPerMinute, route.rateLimitPerMinute ?? Infinity),
    );
    if (!limit.allowed) {
      log.info({ route: route.name }, 'rate limit reached');
      return Response.json(
        { error: MESSAGES.tooMany },
        { status: 429, headers: { 'retry-after': String(limit.retryAfterSeconds) } },
      );
    }

    const read = await readJson(request);
    if (read === TOO_LARGE) {
      // The rest of the body is never read, so the connection cannot carry another request.
      return Response.json(
        { error: MESSAGES.tooLarge },
        { status: 413, headers: { connection: 'close' } },
      );
    }
    if (read === NOT_JSON) return Response.json({ error: MESSAGES.notJson }, { status: 400 });
    const body = withoutControlCharacters(read);
    if (body === TOO_DEEP) {
      return Response.json(
        { error: MESSAGES.invalid, fieldErrors: {}, formErrors: [MESSAGES.tooDeep] },
        { status: 400 },
      );
    }

    if (route.honeypot && isObject(body) && Object.hasOwn(body, HONEYPOT_FIELD)) {
      // Filled is anything but the empty text a guest's form sends: a number or an object too.
      if (body[HONEYPOT_FIELD] !== '') {
        // Answered like an accepted request so that the bot learns nothing; nothing is sent.
        log.info({ route: route.name }, 'honeypot field filled; answered without a platform call');
        return Response.json({ ok: true }, { status: 202 });
      }
      delete body[HONEYPOT_FIELD];
    }

    const parsed = z.safeParse(schema, body);
    if (!parsed.success) {
      const errors = describeIssues(parsed.error.issues);
      log.info(
        {
          route: route.name,
          fields: Object.keys(errors.fieldErrors),
          form: errors.formErrors.length,
        },
        'invalid request',
      );
      return Response.json({ error: MESSAGES.invalid, ...errors }, { status: 400 });
    }
    const refused = await options.accept?.(parsed.data as PlatformCalls[Call]['request']);
    if (refused && Object.keys(refused).length > 0) {
      log.info({ route: route.name, fields: Object.keys(refused) }, 'request refused');
      return Response.json(
        { error: MESSAGES.invalid, fieldErrors: refused, formErrors: [] },
        { status: 400 },
      );
    }

    try {
      const answer = await makeCall(call, parsed.data);
      const shown = forTheBrowser[call];
      return Response.json(shown ? shown(answer as never) : (answer ?? { ok: true }));
    } catch (error) {
      if (error instanceof PlatformError) {
        const status = route.failureStatus?.(error.failure) ?? 502;
        log.warn(
          { route: route.name, failure: error.failure, reason: error.message, status },
          'platform call failed; the guest was told',
        );
        const message =
          (error.failure === 'rejected' && route.rejectedMessage) || route.failureMessage;
        return Response.json({ error: message }, { status });
      }
      log.error({ route: route.name, err: error }, 'platform call threw');
      return Response.json({ error: route.failureMessage }, { status: 500 });
    }
  };
}

/** What the browser gets of a platform answer that holds more than it may see. */
const forTheBrowser: Partial<Record<PlatformCall, (answer: never) => unknown>> = {
  registerSeasonPass: (answer: SeasonPassResult) => seasonPassAnswer(answer),
};

/** Hands a checked request to the platform; calls that only send something answer nothing. */
function makeCall(call: PlatformCall, request: unknown): Promise<unknown> {
  const target = platform();
  const send = target[call] as (this: typeof target, request: unknown) => Promise<unknown>;
  return send.call(target, request);
}

const TOO_LARGE = Symbol('too large');
const NOT_JSON = Symbol('not JSON');

/** The body as JSON, or why it cannot be: over MAX_BODY_BYTES, or not JSON at all. */
async function readJson(request: Request): Promise<unknown> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!mediaType || (mediaType !== 'application/json' && !mediaType.endsWith('+json'))) {
    return NOT_JSON;
  }
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text === BODY_TOO_LARGE) return TOO_LARGE;
  if (text === BODY_UNREADABLE) return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

const TOO_DEEP = Symbol('too deep');

/**
 * C0 and C1 control characters other than tab and the line breaks, which a multi-line answer may
 * hold. A line break is made a plain line feed (LINE_BREAKS), never dropped: a single-line field
 * refuses it (lib/platform/fields.ts onOneLine), which it could not do once "Ann\r\nBcc: x"
 * had become "AnnBcc: x".
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n?/g;

const cleanText = (text: string) => text.replace(LINE_BREAKS, '\n').replace(CONTROL_CHARACTERS, '');

/**
 * The body with control characters taken out of every string, names of fields included: no
 * text the site passes on can break a mail header, a log line or a terminal. Deeper than
 * MAX_DEPTH is refused rather than walked.
 */
function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return TOO_DEEP;
  const clean = (item: unknown) => withoutControlCharacters(item, depth + 1);
  if (Array.isArray(value)) {
    const items = value.map(clean);
    return items.includes(TOO_DEEP) ? TOO_DEEP : items;
  }
  // fromEntries defines own properties, so a "__proto__" field stays data, as JSON.parse made it.
  const entries = Object.entries(value).map(([key, item]) => [cleanText(key), clean(item)]);
  return entries.some(([, item]) => item === TOO_DEEP) ? TOO_DEEP : Object.fromEntries(entries);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Issues keyed by the dotted path of the field they concern (`contact.email`, `passNumbers.2`),
 * like z.flattenError but for nested fields too; issues about the body as a whole are formErrors.
 * An unknown field is reported under its own name.
 */
function describeIssues(issues: readonly z.core.$ZodIssue[]) {
  // A Map, because field names come from the request and may be "__proto__".
  const fields = new Map<string, string[]>();
  const formErrors: string[] = [];
  const add = (key: string, message: string) => {
    const list = fields.get(key) ?? [];
    list.push(message);
    fields.set(key, list);
  };
  for (const issue of issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(at ? `${at}.${key}` : key, MESSAGES.unknownField);
    } else if (at) {
      add(at, issue.message);
    } else {
      formErrors.push(issue.message);
    }
  }
  return { fieldErrors: Object.fromEntries(fields), formErrors };
}
