import { z } from 'zod';
import { pagePath, type Page } from '@/lib/cms/page';
import { anchorFor } from '@/lib/format';

/** The estimate's own address, which answers the form sent without script: under the page's. */
export function estimatePath(page: Pick<Page, 'slug' | 'type' | 'eventType'>): string {
  return `${pagePath(page) ?? '/'}estimate/`;
}

const enquirySection = z.object({
  sys: z.object({ contentType: z.literal('enquiryForm') }),
  fields: z.object({ heading: z.string().trim().min(1) }),
});

/**
 * The page's enquiry form, which "Request this visit" fills in: the page's path and the form's
 * fragment (the enquiry block's anchor is its heading's). None when the page has no enquiry form.
 */
export function enquiryOf(page: Page): { path: string; anchor: string } | undefined {
  const path = pagePath(page);
  for (const child of page.children) {
    const section = enquirySection.safeParse(child);
    if (path && section.success) return { path, anchor: anchorFor(section.data.fields.heading) };
  }
  return undefined;
}
