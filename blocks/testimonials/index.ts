import { defineBlock } from '../defineBlock';
import { testimonialsSchema } from './schema';
import { Testimonials } from './Testimonials';

export const testimonialsBlock = defineBlock({
  schema: testimonialsSchema,
  Component: Testimonials,
});
