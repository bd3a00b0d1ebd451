import { defineBlock } from '../defineBlock';
import { Heading } from './Heading';
import { headingSchema } from './schema';

export const headingBlock = defineBlock({
  schema: headingSchema,
  Component: Heading,
  carriesPageHeading: ({ level }) => level === 1,
});
