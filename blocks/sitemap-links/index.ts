import { defineBlock } from '../defineBlock';
import { SitemapLinks } from './SitemapLinks';
import { sitemapLinksSchema } from './schema';

export const sitemapLinksBlock = defineBlock({
  schema: sitemapLinksSchema,
  Component: SitemapLinks,
});
