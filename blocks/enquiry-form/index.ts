import { defineBlock } from '../defineBlock';
import { EnquiryForm } from './EnquiryForm';
import { enquiryFormSchema } from './schema';

export const enquiryFormBlock = defineBlock({
  schema: enquiryFormSchema,
  Component: EnquiryForm,
});
