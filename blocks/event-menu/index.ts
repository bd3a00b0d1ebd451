import { defineBlock } from '../defineBlock';
import { EventMenu } from './EventMenu';
import { eventMenuSchema } from './schema';

export const eventMenuBlock = defineBlock({ schema: eventMenuSchema, Component: EventMenu });
