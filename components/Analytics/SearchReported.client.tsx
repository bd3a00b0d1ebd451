'use client';

import { useEffect } from 'react';
import { CONSENT_KNOWN_EVENT, report } from '@/lib/analytics/signals';

/**
 * Reports a search and how many results it found, once the consent manager has read the
 * guest's choice (nothing is sent without analytics or consent). Renders nothing.
 */
export function SearchReported({ resultCount }: { resultCount: number }) {
  useEffect(() => {
    const reportSearch = () => report('search', { result_count: resultCount });
    // The consent manager loads after the page; until it has, nobody would hear the report.
    if (window.siteConsent) reportSearch();
    else window.addEventListener(CONSENT_KNOWN_EVENT, reportSearch, { once: true });
    return () => window.removeEventListener(CONSENT_KNOWN_EVENT, reportSearch);
  }, [resultCount]);
  return null;
}
