'use client';

import { openNowLine, type CenterClock } from '@/lib/centers/openNow';
import { withTranslations } from '@/components/Say.client';
import type { CenterOpening } from '@/lib/centers/opening';
import { useMinute } from './useMinute.client';
import { useStatusSpeech } from './useStatusSpeech.client';
import styles from './OpenNowStatus.module.css';

/**
 * Whether a center is open now, on its own clock: rendered by the server for the moment it made
 * the page, and worked out again in the browser on arrival and every minute. Without script the
 * server's words stay, beside the weekly hours that always read correctly.
 */
function OpenNowStatusBody({
  opening,
  clock,
  renderedAt,
  className,
}: {
  opening: CenterOpening;
  clock: CenterClock;
  renderedAt: number;
  className?: string;
}) {
  const line = openNowLine(opening, clock, useMinute(renderedAt), useStatusSpeech());
  if (!line) return null;
  return (
    <p className={`${styles.status} ${className ?? ''}`} data-tone={line.tone}>
      {line.text}
    </p>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const OpenNowStatus = withTranslations(OpenNowStatusBody);
