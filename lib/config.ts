import 'server-only';
import { z } from 'zod';
import { CONTAINER_ID } from './analytics/signals';

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A whole number within bounds, with a default when unset or empty. */
const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );

const envSchema = z
  .object({
    SITE_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .url({ message: 'SITE_URL must be an absolute http(s) address' })
        .default('http://localhost:3000'),
    ),
    CONTENTFUL_SPACE_ID: optional(
      z.string().regex(/^[a-z0-9]+$/i, 'CONTENTFUL_SPACE_ID must be letters and digits'),
    ),
    CONTENTFUL_ENVIRONMENT: optional(
      z.string().regex(/^[\w.-]+$/, 'CONTENTFUL_ENVIRONMENT is not a valid environment id'),
    ),
    CONTENTFUL_DELIVERY_TOKEN: optional(
      z.string().min(10, 'CONTENTFUL_DELIVERY_TOKEN looks too short'),
    ),
    CONTENTFUL_PREVIEW_TOKEN: optional(
      z.string().min(10, 'CONTENTFUL_PREVIEW_TOKEN looks too short'),
    ),
    DRAFT_MODE_SECRET: optional(
      z.string().min(12, 'DRAFT_MODE_SECRET must be at least 12 characters'),
    ),
    REVALIDATE_SECRET: optional(
      z.string().min(12, 'REVALIDATE_SECRET must be at least 12 characters'),
    ),
    CONTENTFUL_DELIVERY_URL: optional(
      z.url({
        protocol: /^https?$/,
        message: 'CONTENTFUL_DELIVERY_URL must be an http(s) address',
      }),
    ),
    CONTENTFUL_PREVIEW_URL: optional(
      z.url({ protocol: /^https?$/, message: 'CONTENTFUL_PREVIEW_URL must be an http(s) address' }),
    ),
    CONTENTFUL_WEBHOOK_SECRET: optional(
      z
        .string()
        .regex(
          /^[\x21-\x7e]{64}$/,
          'CONTENTFUL_WEBHOOK_SECRET must be the 64-character signing secret',
        ),
    ),
    PLATFORM_API_URL: optional(
      z.url({
        protocol: /^https?$/,
        message: 'PLATFORM_API_URL must be an absolute http(s) address',
      }),
    ),
    PLATFORM_API_KEY: optional(z.string().trim().min(1)),
    PLATFORM_TIMEOUT_MS: wholeNumber('PLATFORM_TIMEOUT_MS', 100, 60_000, 10_000),
    PLATFORM_DATA_DIR: optional(z.string().trim().min(1)),
    RATE_LIMIT_PER_MINUTE: wholeNumber('RATE_LIMIT_PER_MINUTE', 1, 100_000, 20),
    TRUSTED_PROXY_HOPS: wholeNumber('TRUSTED_PROXY_HOPS', 0, 10, 0),
    REDIS_URL: optional(
      z.url({
        protocol: /^rediss?$/,
        message: 'REDIS_URL must be a redis:// or rediss:// address',
      }),
    ),
    SITE_CLOCK: optional(
      z.iso.datetime({
        offset: true,
        message: 'SITE_CLOCK must be a date and time with its offset, e.g. 2027-04-17T10:00-04:00',
      }),
    ),
    ANALYTICS_GTM_ID: optional(
      z
        .string()
        .trim()
        .regex(CONTAINER_ID, 'ANALYTICS_GTM_ID must be a container id like GTM-AB12CD3'),
    ),
    LOG_LEVEL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    const contentful = [env.CONTENTFUL_SPACE_ID, env.CONTENTFUL_DELIVERY_TOKEN];
    if (contentful.some(Boolean) && !contentful.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTENTFUL_SPACE_ID'],
        message: 'CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN must be set together',
      });
    }
    if (env.PLATFORM_API_URL && !env.PLATFORM_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PLATFORM_API_KEY'],
        message: 'PLATFORM_API_KEY is required when PLATFORM_API_URL is set',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const siteUrl = env.SITE_URL.replace(/\/$/, '');
  return {
    siteUrl,
    logLevel: env.LOG_LEVEL,
    draftModeSecret: env.DRAFT_MODE_SECRET,
    revalidateSecret: env.REVALIDATE_SECRET,
    /** Contentful's webhook signing secret: when set, only signed publish webhooks are accepted. */
    webhookSigningSecret: env.CONTENTFUL_WEBHOOK_SECRET,
    contentful:
      env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_DELIVERY_TOKEN
        ? {
            space: env.CONTENTFUL_SPACE_ID,
            environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
            deliveryToken: env.CONTENTFUL_DELIVERY_TOKEN,
            previewToken: env.CONTENTFUL_PREVIEW_TOKEN,
            /** Unset: Contentful's own APIs; set: another region's, or a local stand-in's. */
            deliveryUrl: env.CONTENTFUL_DELIVERY_URL,
            previewUrl: env.CONTENTFUL_PREVIEW_URL,
          }
        : undefined,
    platform: {
      /** Unset: the embedded platform answers (lib/platform/embedded.ts). */
      api:
        env.PLATFORM_API_URL && env.PLATFORM_API_KEY
          ? { url: env.PLATFORM_API_URL.replace(/\/+$/, ''), key: env.PLATFORM_API_KEY }
          : undefined,
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
      dataDir: env.PLATFORM_DATA_DIR ?? '.data',
    },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /**
     * Proxies in front of the server that append the address they saw to X-Forwarded-For; the
     * rate limit keys on the entry that many places left of the socket's address. 0: the socket
     * itself, right for a server that guests reach directly (lib/http/rateLimit.ts).
     */
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    /**
     * Set: the instances share the rate limit and Next's cache through this Redis
     * (docs/decisions/0023-several-instances-on-redis.md); unset: each process keeps its own.
     */
    redisUrl: env.REDIS_URL,
    /**
     * Set: the site renders as of this moment (lib/clock.ts), for tests and for a staging site
     * that rehearses a date; unset: the real time. Never set on the live site.
     */
    siteClock: env.SITE_CLOCK === undefined ? undefined : Date.parse(env.SITE_CLOCK),
    /**
     * Set: guests are asked for consent, and the tag manager loads once they give it
     * (docs/decisions/0044-analytics-with-consent.md); unset: no banner and no analytics at all.
     */
    analyticsGtmId: env.ANALYTICS_GTM_ID,
  };
}

/** Parses the environment; throws one readable error naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return toConfig(result.data);
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
