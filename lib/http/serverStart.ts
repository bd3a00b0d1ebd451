import 'server-only';
import { config } from '@/lib/config';
import { log } from '@/lib/log';
import { trackErrorCaching } from './errorCaching';
import { trackPeerAddresses } from './peerAddress';

/**
 * What the Node.js server does once as it starts (instrumentation.ts): it refuses a malformed
 * environment, appends each connection's address to X-Forwarded-For before Next reads it, and
 * keeps shared caches from holding an error answer longer than a minute.
 */
export function startServer(): void {
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
  trackPeerAddresses();
  trackErrorCaching();
}
