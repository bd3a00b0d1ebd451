'use client';

import { ContentfulLivePreview } from '@contentful/live-preview';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { hydrateAllNow } from '../HydrateOnUse/whenUsed';

/** Contentful autosaves while an editor types: one refresh follows a burst of saves. */
export const REFRESH_DELAY_MS = 500;

/**
 * Connects a draft preview to Contentful's editor when Contentful frames it: sections the editor
 * clicks open their entry (inspector mode, on the labels of blocks/EntryEditLink.tsx), and each save
 * of an entry labelled on the page re-renders the page from the preview API. The pages are server
 * components, so the server renders the saved draft rather than the browser patching content.
 * Outside Contentful's frame the SDK does nothing.
 */
export function LivePreview() {
  const router = useRouter();

  useEffect(() => {
    // A refresh cannot update an island that still waits for the guest's first use.
    hydrateAllNow();
    void ContentfulLivePreview.init({
      locale: 'en-US',
      enableInspectorMode: true,
      // The SDK reports saves only with live updates on; no content is subscribed to, so nothing
      // is updated in the browser.
      enableLiveUpdates: true,
      // The only origin allowed to frame a preview (next.config.ts).
      targetOrigin: 'https://app.contentful.com',
    });
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = ContentfulLivePreview.subscribe('save', {
      callback: () => {
        clearTimeout(pending);
        pending = setTimeout(() => router.refresh(), REFRESH_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [router]);

  return null;
}
