import { platformRoute } from '@/lib/http/handler';

/** Sends a virtual experience or virtual showcase enquiry (docs/rules/platform-calls.md). */
export const POST = platformRoute('requestVirtualExperience');
