import { allErrors, pastDay, unavailableCenter } from '@/lib/http/centerChecks';
import { platformRoute } from '@/lib/http/handler';

/**
 * Sends an enquiry to the platform's lead generation (docs/rules/platform-calls.md, leadGen), for
 * a center that exists and a day still to come.
 */
export const POST = platformRoute('createLead', {
  accept: async (lead) =>
    allErrors(
      await unavailableCenter('centerId', lead.centerId),
      pastDay('eventDate', lead.eventDate),
    ),
});
