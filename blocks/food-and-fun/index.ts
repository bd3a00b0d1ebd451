import { defineBlock } from '../defineBlock';
import { FoodAndFun } from './FoodAndFun';
import { foodAndFunSchema } from './schema';

export const foodAndFunBlock = defineBlock({
  schema: foodAndFunSchema,
  Component: FoodAndFun,
});
