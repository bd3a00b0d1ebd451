import { defineBlock } from '../defineBlock';
import { TripleColumn } from './TripleColumn';
import { tripleColumnSchema } from './schema';

export const tripleColumnBlock = defineBlock({
  schema: tripleColumnSchema,
  Component: TripleColumn,
});
