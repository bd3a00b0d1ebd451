import { defineBlock } from '../defineBlock';
import { SeasonPassHero } from './SeasonPassHero';
import { seasonPassHeroSchema } from './schema';

export const seasonPassHeroBlock = defineBlock({
  schema: seasonPassHeroSchema,
  Component: SeasonPassHero,
});
