import { defineBlock } from '../defineBlock';
import { CenterContacts } from './CenterContacts';
import { centerContactsSchema } from './schema';

export const centerContactsBlock = defineBlock({
  schema: centerContactsSchema,
  Component: CenterContacts,
});
