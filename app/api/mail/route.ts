import { platformRoute } from '@/lib/http/handler';
import { mailSend, platform } from '@/lib/platform';

/** Sends a booking enquiry by mail through the platform (spec section 7, mail-send). */
export const POST = platformRoute({
  name: 'mail',
  schema: mailSend,
  honeypot: true,
  // The spec gives no wording; the guest is told plainly that nothing was sent.
  failureMessage: 'Sorry, we could not send your request. Please try again in a moment.',
  call: async (mail) => {
    await platform().sendMail(mail);
    return { ok: true };
  },
});
