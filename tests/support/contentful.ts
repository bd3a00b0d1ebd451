import { contentfulEntries, type ContentfulOptions } from '@/lib/cms/contentful';
import type { DeliveryApiServer } from './deliveryApiServer';

/**
 * The Contentful reader of the site, pointed at a local delivery API server: over plain HTTP, with
 * no retries and a short timeout, so that a fault the server injects surfaces at once.
 */
export function contentfulFor(
  server: DeliveryApiServer,
  overrides: Partial<ContentfulOptions> = {},
) {
  return contentfulEntries({
    space: server.space,
    environment: server.environment,
    accessToken: server.accessToken,
    host: server.host,
    insecure: true,
    timeoutMs: 2000,
    retryLimit: 0,
    ...overrides,
  });
}
