import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import { OFFERS_LOCATION, offersDefinition, offersFields } from './definition';

/** The offers sign-up goes by mail to the chosen center, whose offers the guest wants. */
export const offersForm = mailEnquiryForm({
  table: 'Offers Sign Up',
  definition: offersDefinition,
  fields: ({ locationGroups }) => offersFields(locationGroups),
  center: (values) => values[OFFERS_LOCATION],
  submitLabel: texts.signUp,
});
