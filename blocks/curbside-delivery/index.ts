import { defineBlock } from '../defineBlock';
import { CurbsideDelivery } from './CurbsideDelivery';
import { curbsideDeliverySchema } from './schema';

export const curbsideDeliveryBlock = defineBlock({
  schema: curbsideDeliverySchema,
  Component: CurbsideDelivery,
});
