import type { ReactNode } from 'react';
import { z } from 'zod';
import { siteNow } from '@/lib/clock';
import { getSiteSettings } from '@/lib/cms';
import { renderAgainAt } from '@/lib/cms/revalidation';
import {
  isShowing,
  nextEdge,
  scheduledSectionFields,
  showingWindow,
  type ShowingWindow,
} from '@/lib/cms/schedule';
import { log } from '@/lib/log';
import type { RenderContext } from './defineBlock';
import styles from './DefaultBlock.module.css';

/**
 * A section with a showing window (lib/cms/schedule.ts): guests get it inside the window only,
 * and the published page is rendered again at the window's next edge. Editors previewing drafts
 * always see it, under a notice that says its window and whether guests see it now.
 */
export async function ScheduledSection({
  id,
  fields,
  context,
  render,
}: {
  id: string;
  fields: unknown;
  context: RenderContext;
  render: (section: unknown) => ReactNode;
}) {
  const parsed = scheduledSectionFields.safeParse(fields);
  if (!parsed.success) {
    log.warn({ id, reason: z.prettifyError(parsed.error) }, 'scheduled section skipped');
    return null;
  }
  const { timeZone } = await getSiteSettings(context);
  const now = siteNow();
  const window = showingWindow(parsed.data, timeZone);
  const showing = isShowing(window, now);
  if (!context.draft) {
    await renderAgainAt(nextEdge([window], now), now);
    return showing ? render(parsed.data.section) : null;
  }
  return (
    <>
      {/* For editors, who work in English whatever the page's language. */}
      <aside className={styles.notice} aria-label="Scheduled section" lang="en">
        <strong>{`Scheduled: ${parsed.data.name}`}</strong>
        {` (${windowLabel(window, timeZone)}). `}
        {showing ? 'Guests see this section now.' : 'Guests do not see this section now.'}
      </aside>
      {render(parsed.data.section)}
    </>
  );
}

function windowLabel({ from, until }: ShowingWindow, timeZone: string): string {
  const moment = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return [
    from !== undefined && `shows from ${moment.format(from)}`,
    until !== undefined && `until ${moment.format(until)}`,
  ]
    .filter(Boolean)
    .join(' ');
}
