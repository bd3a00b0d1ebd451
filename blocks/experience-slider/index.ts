import { defineBlock } from '../defineBlock';
import { ExperienceSlider } from './ExperienceSlider';
import { experienceSliderSchema } from './schema';

export const experienceSliderBlock = defineBlock({
  schema: experienceSliderSchema,
  Component: ExperienceSlider,
});
