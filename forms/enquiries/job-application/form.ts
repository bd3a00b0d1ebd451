import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import {
  JOB_APPLICATION_FIELDS,
  jobApplicationDefinition,
  jobApplicationFields,
} from './definition';

/**
 * The job application goes by mail to the center of the job: the opening's center, or the one a
 * general applicant chose (docs/decisions/0017-careers.md).
 */
export const jobApplicationForm = mailEnquiryForm({
  table: 'Job Application',
  definition: jobApplicationDefinition,
  fields: ({ locationGroups }) => jobApplicationFields(locationGroups),
  center: (values) => values[JOB_APPLICATION_FIELDS.location],
  submitLabel: texts.sendApplication,
});
