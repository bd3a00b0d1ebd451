import { platformRoute } from '@/lib/http/handler';
import { lead, platform } from '@/lib/platform';

/** Sends an enquiry to the platform's lead generation (spec section 7, leadGen). */
export const POST = platformRoute({
  name: 'lead',
  schema: lead,
  honeypot: true,
  // Spec section 8, lead form failure.
  failureMessage:
    'Whoops! Looks like something went wrong, please refresh and try again. If this problem persists, please contact us.',
  call: async (enquiry) => {
    await platform().createLead(enquiry);
    return { ok: true };
  },
});
