import { defineBlock } from '../defineBlock';
import { FaqAccordion } from './FaqAccordion';
import { faqAccordionSchema } from './schema';

export const faqAccordionBlock = defineBlock({
  schema: faqAccordionSchema,
  Component: FaqAccordion,
});
