import { defineBlock } from '../defineBlock';
import { EventSubcategories } from './EventSubcategories';
import { eventSubcategoriesSchema } from './schema';

export const eventSubcategoriesBlock = defineBlock({
  schema: eventSubcategoriesSchema,
  Component: EventSubcategories,
});
