import { defineBlock } from '../defineBlock';
import { CareersCallout } from './CareersCallout';
import { careersCalloutSchema } from './schema';

export const careersCalloutBlock = defineBlock({
  schema: careersCalloutSchema,
  Component: CareersCallout,
});
