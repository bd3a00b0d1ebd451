import { defineBlock } from '../defineBlock';
import { PromotionalVideo } from './PromotionalVideo';
import { promotionalVideoSchema } from './schema';

export const promotionalVideoBlock = defineBlock({
  schema: promotionalVideoSchema,
  Component: PromotionalVideo,
});
