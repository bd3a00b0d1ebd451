import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CMS_CACHE_TAG } from '@/lib/cms';
import { config } from '@/lib/config';
import { secretMatches } from '@/lib/http/secrets';
import { log } from '@/lib/log';

/** The part of a Contentful webhook body we read; anything else in it is ignored. */
const webhookBody = z.object({
  sys: z.object({
    id: z.string().max(64),
    type: z.string().max(32),
    contentType: z.object({ sys: z.object({ id: z.string().max(64) }) }).optional(),
  }),
});

/**
 * Contentful's publish/unpublish webhook: expires every cached CMS read so that the next visit
 * to any page renders the new content (stale-while-revalidate).
 */
export async function POST(request: Request) {
  const secret = config().revalidateSecret;
  if (!secret)
    return Response.json(
      { error: 'Revalidation is not configured (REVALIDATE_SECRET).' },
      { status: 404 },
    );
  if (!secretMatches(request.headers.get('x-revalidate-secret'), secret)) {
    return Response.json({ error: 'Invalid secret.' }, { status: 401 });
  }
  const body = webhookBody.safeParse(await request.json().catch(() => undefined));
  if (!body.success) {
    return Response.json(
      { error: 'Expected a Contentful webhook body with sys.id and sys.type.' },
      { status: 400 },
    );
  }
  revalidateTag(CMS_CACHE_TAG, 'max');
  revalidatePath('/', 'layout');
  log.info(
    {
      id: body.data.sys.id,
      type: body.data.sys.type,
      contentType: body.data.sys.contentType?.sys.id,
    },
    'content revalidated',
  );
  return Response.json({ revalidated: true });
}
