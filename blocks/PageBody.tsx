import type { Page } from '@/lib/cms/page';
import { Sections } from './Sections';

/** Section types that open a page with its h1. */
const OPENING_HEADINGS = new Set(['hero']);

function opensWithHeading(children: unknown[]) {
  return children.some((child) => {
    const entry = child as { sys?: { contentType?: string }; fields?: { level?: unknown } };
    const type = entry.sys?.contentType ?? '';
    return OPENING_HEADINGS.has(type) || (type === 'heading' && entry.fields?.level === 1);
  });
}

/** A CMS page's sections; a page built without an opening heading still gets a (hidden) h1. */
export function PageBody({ page, preview }: { page: Page; preview: boolean }) {
  return (
    <>
      {!opensWithHeading(page.children) && <h1 className="visually-hidden">{page.metaTitle}</h1>}
      <Sections sections={page.children} preview={preview} />
    </>
  );
}
