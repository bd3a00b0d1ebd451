import { defineBlock } from '../defineBlock';
import { TabbedFoodMenu } from './TabbedFoodMenu';
import { tabbedFoodMenuSchema } from './schema';

export const tabbedFoodMenuBlock = defineBlock({
  schema: tabbedFoodMenuSchema,
  Component: TabbedFoodMenu,
});
