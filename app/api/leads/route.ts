import { platformRoute } from '@/lib/http/handler';

/** Sends an enquiry to the platform's lead generation (docs/rules/platform-calls.md, leadGen). */
export const POST = platformRoute('createLead');
