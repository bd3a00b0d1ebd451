import { liveness, reportAnswer } from '@/lib/health';

// Answered by the running process on every request, never from a cache.
export const dynamic = 'force-dynamic';

/** Alive: 200 as long as the process answers (lib/health). */
export function GET() {
  return reportAnswer(liveness());
}
