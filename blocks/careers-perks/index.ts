import { defineBlock } from '../defineBlock';
import { CareersPerks } from './CareersPerks';
import { careersPerksSchema } from './schema';

export const careersPerksBlock = defineBlock({
  schema: careersPerksSchema,
  Component: CareersPerks,
});
