import { defineBlock } from '../defineBlock';
import { BirthdayPackageSlider } from './BirthdayPackageSlider';
import { birthdayPackageSliderSchema } from './schema';

export const birthdayPackageSliderBlock = defineBlock({
  schema: birthdayPackageSliderSchema,
  Component: BirthdayPackageSlider,
});
