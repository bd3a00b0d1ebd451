import { defineBlock } from '../defineBlock';
import { SpecialBanner } from './SpecialBanner';
import { specialBannerSchema } from './schema';

export const specialBannerBlock = defineBlock({
  schema: specialBannerSchema,
  Component: SpecialBanner,
});
