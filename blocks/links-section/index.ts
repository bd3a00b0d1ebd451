import { defineBlock } from '../defineBlock';
import { LinksSection } from './LinksSection';
import { linksSectionSchema } from './schema';

export const linksSectionBlock = defineBlock({
  schema: linksSectionSchema,
  Component: LinksSection,
});
