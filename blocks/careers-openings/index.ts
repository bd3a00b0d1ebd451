import { defineBlock } from '../defineBlock';
import { CareersOpenings } from './CareersOpenings';
import { careersOpeningsSchema } from './schema';

export const careersOpeningsBlock = defineBlock({
  schema: careersOpeningsSchema,
  Component: CareersOpenings,
});
