import { defineBlock } from '../defineBlock';
import { DeliveryMenu } from './DeliveryMenu';
import { deliveryMenuSchema } from './schema';

export const deliveryMenuBlock = defineBlock({
  schema: deliveryMenuSchema,
  Component: DeliveryMenu,
});
