import { z } from 'zod';

const optional = (schema: z.ZodString) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const siteUrl = env.SITE_URL.replace(/\/$/, '');
  return {
    siteUrl,
    logLevel: env.LOG_LEVEL,
    draftModeSecret: env.DRAFT_MODE_SECRET,
    revalidateSecret: env.REVALIDATE_SECRET,
    contentful:
      env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_DELIVERY_TOKEN
        ? {
            space: env.CONTENTFUL_SPACE_ID,
            environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
            deliveryToken: env.CONTENTFUL_DELIVERY_TOKEN,
            previewToken: env.CONTENTFUL_PREVIEW_TOKEN,
          }
        : undefined,
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
