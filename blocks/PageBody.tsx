import type { Page } from '@/lib/cms/page';
import { EntryEditLink } from './EntryEditLink';
import { blockFor } from './registry';
import { Sections } from './Sections';

/** Whether one of the page's sections gives it its h1, as its block says. */
function opensWithHeading(children: unknown[]) {
  return children.some((child) => {
    const entry = child as { sys?: { contentType?: unknown }; fields?: unknown };
    const type = entry.sys?.contentType;
    return typeof type === 'string' && Boolean(blockFor(type)?.carriesPageHeading(entry.fields));
  });
}

/**
 * A CMS page's sections; a page built without an opening heading still gets a (hidden) h1. In
 * draft preview the page's own entry is labelled first.
 */
export function PageBody({ page, draft }: { page: Page; draft: boolean }) {
  return (
    <>
      {draft && <EntryEditLink id={page.id} type="page" field="children" />}
      {!opensWithHeading(page.children) && <h1 className="visually-hidden">{page.metaTitle}</h1>}
      <Sections sections={page.children} context={{ draft }} />
    </>
  );
}
