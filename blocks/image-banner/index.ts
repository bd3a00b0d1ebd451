import { defineBlock } from '../defineBlock';
import { ImageBanner } from './ImageBanner';
import { imageBannerSchema } from './schema';

export const imageBannerBlock = defineBlock({
  schema: imageBannerSchema,
  Component: ImageBanner,
});
