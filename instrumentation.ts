import type { Instrumentation } from 'next';
import { config } from '@/lib/config';
import { log } from '@/lib/log';

// Runs once when the server starts: a malformed environment stops start-up with a clear message,
// and every request's X-Forwarded-For gets the connection's address before Next reads it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    config();
  } catch (error) {
    // Next would go on listening and answer every request with an error page; an instance that
    // cannot run stops instead, so whatever starts it sees the failure and the reason.
    const reason = error instanceof Error ? error.message : String(error);
    log.fatal(reason);
    // LOG_LEVEL=silent must not hide why the server stopped.
    if (!log.isLevelEnabled('fatal')) console.error(reason);
    process.exit(1);
  }
  const { trackPeerAddresses } = await import('@/lib/http/peerAddress');
  trackPeerAddresses();
}

/**
 * Every error a render or route handler lets through reaches the JSON log here, once, with the
 * path and the kind of render; lower layers throw with the reason and do not log it themselves.
 * Headers stay out of the log: they may carry cookies.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  log.error(
    {
      err: error,
      digest: typeof error === 'object' && error && 'digest' in error ? error.digest : undefined,
      path: request.path,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      revalidateReason: context.revalidateReason,
    },
    'request failed',
  );
};
