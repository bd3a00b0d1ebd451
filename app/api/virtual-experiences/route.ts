import { formModelErrors } from '@/forms/enquiries/check';
import { virtualExperienceForm } from '@/forms/enquiries/virtual-experience/form';
import { platformRoute } from '@/lib/http/handler';

/**
 * Sends a virtual experience enquiry (docs/rules/platform-calls.md): the form model of the
 * virtual experience form, held to that form's own rules.
 */
export const POST = platformRoute('requestVirtualExperience', {
  accept: async (request) => formModelErrors(virtualExperienceForm, request, []),
});
