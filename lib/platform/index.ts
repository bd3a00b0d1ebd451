import { config } from '@/lib/config';
import { createEmbeddedPlatform } from './embedded';
import type { Platform } from './platform';
import { openStore } from './store';
import { createUpstreamPlatform } from './upstream';

/**
 * The platform the server talks to: the platform API over HTTP when PLATFORM_API_URL is set,
 * otherwise the embedded platform. Both are cheap to make, so each call reads the configuration
 * afresh (tests change it) and nothing is kept here.
 */
export function platform(): Platform {
  const settings = config().platform;
  if (settings.api) {
    return createUpstreamPlatform({ ...settings.api, timeoutMs: settings.timeoutMs });
  }
  return createEmbeddedPlatform(openStore(settings.dataDir));
}

export { PlatformError, type Platform, type PlatformFailure } from './platform';
export {
  cartDeletion,
  lead,
  mailSend,
  seasonPassRegistration,
  virtualExperienceRequest,
} from './schemas';
