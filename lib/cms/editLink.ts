import 'server-only';
import { config } from '@/lib/config';

/**
 * The address of an entry in Contentful's web app, where an editor changes it; undefined when the
 * site reads the embedded content, which has no space to edit.
 */
export function entryEditUrl(id: string): string | undefined {
  const contentful = config().contentful;
  if (!contentful) return undefined;
  const { space, environment } = contentful;
  return `https://app.contentful.com/spaces/${space}/environments/${environment}/entries/${encodeURIComponent(id)}`;
}
