import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/cms';
import type { RenderContext } from '@/blocks/defineBlock';
import { describedMetadata, type Described, type SiteFacts } from '@/lib/cms/metadata';
import { config } from '@/lib/config';

/**
 * The metadata of a page about one entry (an experience, event or article), under the site's name,
 * in the page's language.
 */
export async function entryMetadata(entry: Described, context: RenderContext): Promise<Metadata> {
  return describedMetadata(entry, await siteFacts(context));
}

/** What every page's metadata says of the site: its name, its address and the page's language. */
export async function siteFacts(context: RenderContext): Promise<SiteFacts> {
  const { companyName } = await getSiteSettings(context);
  return { companyName, siteUrl: config().siteUrl, locale: context.locale };
}
