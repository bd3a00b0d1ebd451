import { platformRoute } from '@/lib/http/handler';
import { refusedMail } from './targets';

/**
 * Sends a booking enquiry by mail through the platform (docs/rules/platform-calls.md#mail-send),
 * only from the site's own forms to a known center or send key.
 */
export const POST = platformRoute('sendMail', { accept: refusedMail });
