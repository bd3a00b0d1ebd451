import { defineBlock } from '../defineBlock';
import { PhotoCards } from './PhotoCards';
import { photoCardsSchema } from './schema';

export const photoCardsBlock = defineBlock({ schema: photoCardsSchema, Component: PhotoCards });
