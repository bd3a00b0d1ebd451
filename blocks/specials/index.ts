import { defineBlock } from '../defineBlock';
import { specialsSchema } from './schema';
import { Specials } from './Specials';

export const specialsBlock = defineBlock({ schema: specialsSchema, Component: Specials });
