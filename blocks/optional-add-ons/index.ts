import { defineBlock } from '../defineBlock';
import { OptionalAddOns } from './OptionalAddOns';
import { optionalAddOnsSchema } from './schema';

export const optionalAddOnsBlock = defineBlock({
  schema: optionalAddOnsSchema,
  Component: OptionalAddOns,
});
