import { defineBlock } from '../defineBlock';
import { CardSection } from './CardSection';
import { cardSectionSchema } from './schema';

export const cardSectionBlock = defineBlock({
  schema: cardSectionSchema,
  Component: CardSection,
});
