import { defineBlock } from '../defineBlock';
import { FeatureSlider } from './FeatureSlider';
import { featureSliderSchema } from './schema';

export const featureSliderBlock = defineBlock({
  schema: featureSliderSchema,
  Component: FeatureSlider,
});
