import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import { NO_PREFERENCE, SHOWCASE_LOCATION, showcaseDefinition, showcaseFields } from './definition';

/** The showcase enquiry goes by mail to the preferred center; 'No Preference' counts as none. */
export const showcaseForm = mailEnquiryForm({
  table: 'Showcase',
  definition: showcaseDefinition,
  fields: ({ locationGroups }) => showcaseFields(locationGroups),
  center: (values) =>
    values[SHOWCASE_LOCATION] === NO_PREFERENCE ? undefined : values[SHOWCASE_LOCATION],
  submitLabel: texts.saveMySeat,
});
