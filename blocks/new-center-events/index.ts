import { defineBlock } from '../defineBlock';
import { NewCenterEvents } from './NewCenterEvents';
import { newCenterEventsSchema } from './schema';

export const newCenterEventsBlock = defineBlock({
  schema: newCenterEventsSchema,
  Component: NewCenterEvents,
});
