import { defineBlock } from '../defineBlock';
import { TextColumns } from './TextColumns';
import { textColumnsSchema } from './schema';

export const textColumnsBlock = defineBlock({
  schema: textColumnsSchema,
  Component: TextColumns,
});
