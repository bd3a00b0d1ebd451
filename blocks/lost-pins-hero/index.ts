import { defineBlock } from '../defineBlock';
import { LostPinsHero } from './LostPinsHero';
import { lostPinsHeroSchema } from './schema';

export const lostPinsHeroBlock = defineBlock({
  schema: lostPinsHeroSchema,
  Component: LostPinsHero,
  carriesPageHeading: () => true,
});
