import type { AnalyticsEventName, AnalyticsEvents } from './events';

/*
 * The few words every page's code shares with the analytics parts, kept apart so that a page
 * without analytics carries nothing else (docs/decisions/0044-analytics-with-consent.md).
 */

/** A tag manager container's id, as `ANALYTICS_GTM_ID` takes it: GTM-AB12CD3. */
export const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Fired by the server's script once it has set `window.siteAnalytics`. */
export const ANALYTICS_READY_EVENT = 'site:analytics-ready';

/** Fired once the consent manager has set `window.siteConsent` from the guest's choice. */
export const CONSENT_KNOWN_EVENT = 'site:consent-known';

/** What `report` sends, for the consent manager to pass on. */
export const REPORT_EVENT = 'site:report';

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
 * Reports an event marketing measures. The consent manager, loaded only where analytics is set
 * up, passes it to the tag manager if the guest agreed to measuring, with the event's own fields
 * only (lib/analytics/events.ts); anywhere else nobody listens and nothing happens.
 */
export function report<Name extends AnalyticsEventName>(name: Name, fields: AnalyticsEvents[Name]) {
  window.dispatchEvent(new CustomEvent(REPORT_EVENT, { detail: { name, fields } }));
}
