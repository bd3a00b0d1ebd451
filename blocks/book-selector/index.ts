import { defineBlock } from '../defineBlock';
import { BookSelector } from './BookSelector';
import { bookSelectorSchema } from './schema';

export const bookSelectorBlock = defineBlock({
  schema: bookSelectorSchema,
  Component: BookSelector,
});
