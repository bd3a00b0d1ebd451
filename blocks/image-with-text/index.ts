import { defineBlock } from '../defineBlock';
import { ImageWithText } from './ImageWithText';
import { imageWithTextSchema } from './schema';

export const imageWithTextBlock = defineBlock({
  schema: imageWithTextSchema,
  Component: ImageWithText,
});
