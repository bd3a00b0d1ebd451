import { defineBlock } from '../defineBlock';
import { ComingSoon } from './ComingSoon';
import { comingSoonSchema } from './schema';

export const comingSoonBlock = defineBlock({ schema: comingSoonSchema, Component: ComingSoon });
