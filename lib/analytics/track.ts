import { analyticsEvent, type AnalyticsEventName, type AnalyticsEvents } from './events';

declare global {
  interface Window {
    /** Set by the server's analytics script when a tag manager is configured. */
    siteAnalytics?: { gtmId: string };
    /** What the guest agreed to, once the consent manager has read or asked it. */
    siteConsent?: { analytics: boolean; advertising: boolean };
    dataLayer?: unknown[];
  }
}

/**
 * Reports an event to the tag manager: only once the guest agreed to measuring, and only with the
 * event's own fields (lib/analytics/events.ts). Without analytics or consent it does nothing.
 */
export function track<Name extends AnalyticsEventName>(name: Name, fields: AnalyticsEvents[Name]) {
  if (typeof window === 'undefined' || window.siteConsent?.analytics !== true) return;
  const entry = analyticsEvent(name, fields);
  if (entry) (window.dataLayer ??= []).push(entry);
}
