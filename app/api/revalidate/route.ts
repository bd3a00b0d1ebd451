import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CMS_CACHE_TAG, contentSource } from '@/lib/cms';
import { contentTypeTag } from '@/lib/cms/cacheTags';
import { tagsAffectedBy } from '@/lib/cms/publishing';
import { config } from '@/lib/config';
import { BODY_TOO_LARGE, BODY_UNREADABLE, readBodyText } from '@/lib/http/body';
import { secretMatches } from '@/lib/http/secrets';
import { log } from '@/lib/log';
import { currentRedirectTable, expireRedirectTable } from '@/screens/redirects';
import { signatureRefusal } from './signature';

/** A webhook carries one entry with its fields in every locale; a big rich-text page stays under this. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The part of a Contentful webhook body we read; anything else in it is ignored. */
const webhookBody = z.object({
  sys: z.object({
    id: z.string().min(1).max(64),
    type: z.string().max(32),
    contentType: z.object({ sys: z.object({ id: z.string().max(64) }) }).optional(),
  }),
  // Field values keyed by locale, as Contentful sends them.
  fields: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

const refuse = (error: string, status: number) => Response.json({ error }, { status });

/** A refusal that leaves the body unread, so the connection cannot carry another request. */
const refuseUnread = (error: string, status: number) =>
  Response.json({ error }, { status, headers: { connection: 'close' } });

/**
 * Contentful's publish and unpublish webhook. It must be signed with CONTENTFUL_WEBHOOK_SECRET
 * when that is set; the older shared header (x-revalidate-secret: REVALIDATE_SECRET) is accepted
 * only when no signing secret is configured (docs/decisions/0025-signed-publishing-and-preview.md).
 * It expires exactly the cached reads that show the changed entry (lib/cms/publishing.ts) and the
 * rendered pages; the next visit to a page renders the new content (stale-while-revalidate).
 */
export async function POST(request: Request) {
  const { webhookSigningSecret, revalidateSecret } = config();
  if (!webhookSigningSecret && !revalidateSecret) {
    return refuse(
      'Revalidation is not configured (CONTENTFUL_WEBHOOK_SECRET or REVALIDATE_SECRET).',
      404,
    );
  }
  // Without a signing secret the shared header decides, before a byte of the body is read.
  if (
    !webhookSigningSecret &&
    !secretMatches(request.headers.get('x-revalidate-secret'), revalidateSecret)
  ) {
    return refuseUnread('Invalid secret.', 401);
  }
  const raw = await readBodyText(request, MAX_BODY_BYTES);
  if (raw === BODY_TOO_LARGE) return refuseUnread('The webhook body is too large.', 413);
  if (raw === BODY_UNREADABLE) return refuse('The webhook body is not UTF-8 text.', 400);
  if (webhookSigningSecret) {
    const refusal = signatureRefusal(request, raw, webhookSigningSecret);
    if (refusal) return refuse(refusal, 401);
  }

  const body = webhookBody.safeParse(parseJson(raw));
  if (!body.success) {
    return refuse('Expected a Contentful webhook body with sys.id and sys.type.', 400);
  }
  const { sys, fields } = body.data;
  const change = {
    kind: sys.type,
    id: sys.id,
    contentType: sys.contentType?.sys.id,
    fields: fields && oneLocale(fields),
  };
  const tags = await tagsAffectedBy(change, contentSource()).catch((error: unknown) => {
    // Not knowing what links to the entry must not leave it stale: everything is expired instead.
    log.warn({ id: change.id, reason: String(error) }, 'linked entries unknown, site expired');
    return [CMS_CACHE_TAG];
  });
  for (const tag of tags) revalidateTag(tag, 'max');
  // A rendered page does not carry the tags of the reads it made, so every page is rendered again
  // on its next visit; the reads the change did not reach come from the data cache as before.
  revalidatePath('/', 'layout');
  // Any change may add a page that a redirect would hide. A redirect applies at once (never a
  // stale table) and is checked now, so that a refused one is logged as it is published.
  expireRedirectTable();
  if (change.contentType === 'redirect') {
    revalidateTag(contentTypeTag('redirect'), { expire: 0 });
    await currentRedirectTable();
  }
  log.info({ ...change, fields: undefined, tags }, 'content revalidated');
  return Response.json({ revalidated: true, tags });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first locale's value of each field: enough to tell a page's slug and type. */
function oneLocale(fields: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, Object.values(values)[0]]),
  );
}
