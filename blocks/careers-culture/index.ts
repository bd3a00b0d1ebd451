import { defineBlock } from '../defineBlock';
import { CareersCulture } from './CareersCulture';
import { careersCultureSchema } from './schema';

export const careersCultureBlock = defineBlock({
  schema: careersCultureSchema,
  Component: CareersCulture,
});
