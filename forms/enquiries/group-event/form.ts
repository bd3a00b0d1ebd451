import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import { GROUP_EVENT_FIELDS, groupEventDefinition, groupEventFields } from './definition';

/** The group-event enquiry goes by mail to the chosen center, by title. */
export const groupEventForm = mailEnquiryForm({
  table: 'Group Event',
  definition: groupEventDefinition,
  fields: ({ locationGroups }, values) => groupEventFields(locationGroups, values),
  center: (values) => values[GROUP_EVENT_FIELDS.location],
  submitLabel: texts.send,
});
