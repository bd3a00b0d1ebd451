import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/cms';
import { describedMetadata, type Described } from '@/lib/cms/metadata';
import { config } from '@/lib/config';

/** The metadata of a page about one entry (an experience, event or article), under the site's name. */
export async function entryMetadata(entry: Described): Promise<Metadata> {
  const { companyName } = await getSiteSettings();
  return describedMetadata(entry, companyName, config().siteUrl);
}
