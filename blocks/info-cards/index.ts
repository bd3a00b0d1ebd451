import { defineBlock } from '../defineBlock';
import { InfoCards } from './InfoCards';
import { infoCardsSchema } from './schema';

export const infoCardsBlock = defineBlock({ schema: infoCardsSchema, Component: InfoCards });
