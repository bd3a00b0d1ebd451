import { z } from 'zod';
import { entryList, linkGroup, optionalText } from '@/lib/cms/fields';

export const sitemapLinksSchema = z.object({
  heading: optionalText,
  groups: entryList(linkGroup, 'linkGroup', { min: 1 }),
});

export type SitemapLinksProps = z.output<typeof sitemapLinksSchema>;
