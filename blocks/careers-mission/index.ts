import { defineBlock } from '../defineBlock';
import { CareersMission } from './CareersMission';
import { careersMissionSchema } from './schema';

export const careersMissionBlock = defineBlock({
  schema: careersMissionSchema,
  Component: CareersMission,
});
