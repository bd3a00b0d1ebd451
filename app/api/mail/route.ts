import { platformRoute } from '@/lib/http/handler';

/**
 * Sends a booking enquiry by mail through the platform (docs/rules/platform-calls.md#mail-send).
 */
export const POST = platformRoute('sendMail');
