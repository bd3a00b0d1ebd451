import { siteNow } from '@/lib/clock';
import { getSiteSettings } from '@/lib/cms';
import type { Page } from '@/lib/cms/page';
import {
  SCHEDULED_SECTION,
  isShowing,
  scheduledSectionFields,
  showingWindow,
} from '@/lib/cms/schedule';
import type { RenderContext } from './defineBlock';
import { EntryEditLink } from './EntryEditLink';
import { blockFor } from './registry';
import { Sections } from './Sections';

interface SectionEntry {
  sys?: { contentType?: unknown };
  fields?: unknown;
}

const isScheduled = (child: unknown) =>
  (child as SectionEntry).sys?.contentType === SCHEDULED_SECTION;

/**
 * The sections guests get now: a scheduled section's own section while it is in its window, every
 * other child as it is.
 */
async function sectionsShownNow(
  children: unknown[],
  context: RenderContext,
): Promise<SectionEntry[]> {
  if (!children.some(isScheduled)) return children as SectionEntry[];
  const { timeZone } = await getSiteSettings(context);
  const now = siteNow();
  return children.flatMap((child) => {
    if (!isScheduled(child)) return [child as SectionEntry];
    const scheduled = scheduledSectionFields.safeParse((child as SectionEntry).fields);
    return scheduled.success && isShowing(showingWindow(scheduled.data, timeZone), now)
      ? [scheduled.data.section as SectionEntry]
      : [];
  });
}

/** Whether one of the sections gives the page its h1, as its block says. */
function opensWithHeading(sections: SectionEntry[]) {
  return sections.some((entry) => {
    const type = entry.sys?.contentType;
    return typeof type === 'string' && Boolean(blockFor(type)?.carriesPageHeading(entry.fields));
  });
}

/**
 * A CMS page's sections; a page built without an opening heading still gets a (hidden) h1. In
 * draft preview the page's own entry is labelled first.
 */
export async function PageBody({ page, context }: { page: Page; context: RenderContext }) {
  const headed = opensWithHeading(await sectionsShownNow(page.children, context));
  return (
    <>
      {context.draft && <EntryEditLink id={page.id} type="page" field="children" />}
      {!headed && <h1 className="visually-hidden">{page.metaTitle}</h1>}
      <Sections sections={page.children} context={context} />
    </>
  );
}
