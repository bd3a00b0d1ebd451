import { defineBlock } from '../defineBlock';
import { FoodMenu } from './FoodMenu';
import { foodMenuSchema } from './schema';

export const foodMenuBlock = defineBlock({ schema: foodMenuSchema, Component: FoodMenu });
