import { platformRoute } from '@/lib/http/handler';
import { platform, virtualExperienceRequest } from '@/lib/platform';

/** Sends a virtual experience or virtual showcase enquiry (spec section 7, virtualexperiences). */
export const POST = platformRoute({
  name: 'virtual-experience',
  schema: virtualExperienceRequest,
  honeypot: true,
  // The spec gives no wording; the guest is told plainly that nothing was sent.
  failureMessage: 'Sorry, we could not send your request. Please try again in a moment.',
  call: async (request) => {
    await platform().requestVirtualExperience(request);
    return { ok: true };
  },
});
