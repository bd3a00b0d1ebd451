import { defineBlock } from '../defineBlock';
import { Disclaimer } from './Disclaimer';
import { disclaimerSchema } from './schema';

export const disclaimerBlock = defineBlock({
  schema: disclaimerSchema,
  Component: Disclaimer,
});
