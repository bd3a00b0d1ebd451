import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import { DONATION_LOCATION, donationRequestDefinition, donationRequestFields } from './definition';

/** A donation request goes by mail to the chosen center, whose manager decides on it. */
export const donationRequestForm = mailEnquiryForm({
  table: 'Donation Request',
  definition: donationRequestDefinition,
  fields: ({ locationGroups }) => donationRequestFields(locationGroups),
  center: (values) => values[DONATION_LOCATION],
  submitLabel: texts.sendRequest,
});
