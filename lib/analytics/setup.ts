/*
 * What the analytics parts of the site agree on (docs/decisions/0044-analytics-with-consent.md):
 * the server's script (app/api/analytics) announces the container, the consent loader
 * (components/Analytics) asks the guest, and events (lib/analytics/events.ts) reach the tag
 * manager only after the guest agreed.
 */

/** Where the guest's choice is kept in the browser: not a cookie, and read by nothing else. */
export const CONSENT_STORAGE_KEY = 'site-consent';

/** The purposes a guest chooses among; each is refused until the guest agrees to it. */
export interface ConsentChoice {
  /** Measuring visits and bookings (the tag manager and its analytics). */
  analytics: boolean;
  /** Advertising: sharing visits with ad partners, which the law calls sale or sharing. */
  advertising: boolean;
}

/** A stored choice, or undefined when the guest has not chosen (or the record is not ours). */
export function readConsent(stored: string | null): ConsentChoice | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const { analytics, advertising } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof advertising !== 'boolean') return undefined;
    return { analytics, advertising };
  } catch {
    return undefined;
  }
}

/**
 * The choice the site acts on: the guest's, except that a browser sending Global Privacy Control
 * refuses sale and sharing whatever else was chosen, and with it the tag manager, which shares
 * every visit with its vendor.
 */
export function effectiveConsent(
  choice: ConsentChoice | undefined,
  globalPrivacyControl: boolean,
): ConsentChoice {
  if (globalPrivacyControl) return { analytics: false, advertising: false };
  return choice ?? { analytics: false, advertising: false };
}

/** Google's consent mode signals for a choice, set before the tag manager loads. */
export function consentModeOf({ analytics, advertising }: ConsentChoice) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(analytics),
    ad_storage: state(advertising),
    ad_user_data: state(advertising),
    ad_personalization: state(advertising),
  };
}
