import { defineBlock } from '../defineBlock';
import { Countdown } from './Countdown';
import { countdownSchema } from './schema';

export const countdownBlock = defineBlock({ schema: countdownSchema, Component: Countdown });
