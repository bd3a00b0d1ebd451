import { config } from '@/lib/config';
import { ANALYTICS_READY_EVENT } from '@/lib/analytics/signals';

/*
 * Every page asks for this script, and its answer is decided when the server runs, not when the
 * site is built: one build serves deployments with and without analytics, and the pages are
 * built ahead. Without a container id it is empty; with one it tells the page's consent loader
 * (components/Analytics) which container to load once the guest agrees.
 */
// Read at every request: the setting is the running server's, never the build's.
export const dynamic = 'force-dynamic';

export function GET() {
  const gtmId = config().analyticsGtmId;
  const body = gtmId
    ? `window.siteAnalytics=${JSON.stringify({ gtmId })};` +
      `window.dispatchEvent(new Event(${JSON.stringify(ANALYTICS_READY_EVENT)}));`
    : '';
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // A deployment changes its setting rarely; a guest's browser asks again after five minutes.
      'cache-control': 'public, max-age=300',
    },
  });
}
