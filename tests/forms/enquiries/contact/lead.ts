import type { Lead } from '@/lib/platform/schemas';

/**
 * The lead (docs/rules/content-and-data.md#lead-payload) Ann Lee's contact enquiry becomes: Katy
 * (251), 2 April 2026, two classes of 25, her mobile 214-555-0137; the booking, the time, the
 * company and the opt-ins are each test's.
 */
export function annLead(
  booking: string,
  eventTime: string,
  company: string,
  optIns: { smsOptIn: boolean; emailOptIn: boolean },
): Lead {
  return {
    centerId: '251',
    leadName: `Lee - ${booking}`,
    eventType: booking,
    contact: {
      firstName: 'Ann',
      lastName: 'Lee',
      mobile: '2145550137',
      email: 'ann@example.com',
      ...optIns,
    },
    eventDate: '04/02/2026',
    eventTime,
    description: 'Two classes of 25',
    leadNote: { acceptTerms: true },
    eventSubType: 'Play Academy',
    company,
  };
}
