import { defineBlock } from '../defineBlock';
import { CareersBenefits } from './CareersBenefits';
import { careersBenefitsSchema } from './schema';

export const careersBenefitsBlock = defineBlock({
  schema: careersBenefitsSchema,
  Component: CareersBenefits,
});
