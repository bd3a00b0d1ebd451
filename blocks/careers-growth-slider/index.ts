import { defineBlock } from '../defineBlock';
import { CareersGrowthSlider } from './CareersGrowthSlider';
import { careersGrowthSliderSchema } from './schema';

export const careersGrowthSliderBlock = defineBlock({
  schema: careersGrowthSliderSchema,
  Component: CareersGrowthSlider,
});
