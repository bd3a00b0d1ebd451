import { defineBlock } from '../defineBlock';
import { ArticleCards } from './ArticleCards';
import { articleCardsSchema } from './schema';

export const articleCardsBlock = defineBlock({
  schema: articleCardsSchema,
  Component: ArticleCards,
});
