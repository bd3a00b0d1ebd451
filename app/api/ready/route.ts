import { readiness, reportAnswer } from '@/lib/health';

// Answered by the running process on every request, never from a cache.
export const dynamic = 'force-dynamic';

/** Ready: 200 when every dependency answers in time, 503 with the failing ones (lib/health). */
export async function GET() {
  return reportAnswer(await readiness());
}
