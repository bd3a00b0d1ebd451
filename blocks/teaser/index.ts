import { defineBlock } from '../defineBlock';
import { Teaser } from './Teaser';
import { teaserSchema } from './schema';

export const teaserBlock = defineBlock({
  schema: teaserSchema,
  Component: Teaser,
});
