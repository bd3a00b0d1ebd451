import { redirect } from 'next/navigation';
import { z } from 'zod';
import { config } from '@/lib/config';
import { enableDraftMode } from '@/screens/draftMode';
import { secretMatches } from '@/lib/http/secrets';
import { PREVIEW_TYPES, previewPath } from './previewPath';

const previewRequest = z.object({
  secret: z.string().min(1),
  slug: z.string().trim().min(1).max(200),
  type: z.enum(PREVIEW_TYPES).default('page'),
});

/**
 * Contentful's preview button lands here: /api/draft/?secret=…&slug=…&type=page (or event,
 * article, experience, jobOpening). A valid secret turns on draft mode and opens where the entry
 * is shown; the entry must exist as a draft or published entry.
 */
export async function GET(request: Request) {
  const secret = config().draftModeSecret;
  if (!secret)
    return Response.json(
      { error: 'Draft mode is not configured (DRAFT_MODE_SECRET).' },
      { status: 404 },
    );
  const query = previewRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success)
    return Response.json(
      { error: `Expected secret, slug and an optional type: ${PREVIEW_TYPES.join(', ')}.` },
      { status: 400 },
    );
  if (!secretMatches(query.data.secret, secret))
    return Response.json({ error: 'Invalid secret.' }, { status: 401 });
  const path = await previewPath(query.data.type, query.data.slug);
  if (!path)
    return Response.json(
      { error: `No ${query.data.type} with slug "${query.data.slug}".` },
      { status: 404 },
    );
  await enableDraftMode(secret);
  redirect(path);
}
