'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { ANALYTICS_READY_EVENT, CONTAINER_ID } from '@/lib/analytics/signals';
import type { Locale } from '@/lib/i18n/locales';

const ConsentManager = lazy(() => import('./ConsentManager.client'));

/**
 * On every page, and nothing more than this until the server's analytics script says a tag
 * manager is configured (app/api/analytics): then the consent manager loads and asks the guest.
 */
export function AnalyticsLoader({ locale }: { locale: Locale }) {
  const [gtmId, setGtmId] = useState<string>();
  useEffect(() => {
    const read = () => {
      const id = window.siteAnalytics?.gtmId;
      if (id && CONTAINER_ID.test(id)) setGtmId(id);
    };
    read();
    window.addEventListener(ANALYTICS_READY_EVENT, read);
    return () => window.removeEventListener(ANALYTICS_READY_EVENT, read);
  }, []);
  if (!gtmId) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager gtmId={gtmId} locale={locale} />
    </Suspense>
  );
}
