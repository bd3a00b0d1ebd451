import { defineBlock } from '../defineBlock';
import { Hero } from './Hero';
import { heroSchema } from './schema';

export const heroBlock = defineBlock({
  schema: heroSchema,
  Component: Hero,
  carriesPageHeading: () => true,
});
