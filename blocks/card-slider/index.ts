import { defineBlock } from '../defineBlock';
import { CardSlider } from './CardSlider';
import { cardSliderSchema } from './schema';

export const cardSliderBlock = defineBlock({
  schema: cardSliderSchema,
  Component: CardSlider,
});
