import { defineBlock } from '../defineBlock';
import { Callout } from './Callout';
import { calloutSchema } from './schema';

export const calloutBlock = defineBlock({ schema: calloutSchema, Component: Callout });
