import type { Instrumentation } from 'next';
import { log } from '@/lib/log';

// Runs once when the server starts. Its Node.js work lives in its own module, which the Edge
// build of this file never includes.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/http/serverStart');
    startServer();
  }
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
