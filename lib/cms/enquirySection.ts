import { z } from 'zod';
import { anchorFor } from '@/lib/format';
import { pagePath, type Page } from './page';

const enquirySection = z.object({
  sys: z.object({ contentType: z.literal('enquiryForm') }),
  fields: z.object({ heading: z.string().trim().min(1) }),
});

/**
 * Where a page's enquiry form is (the page's path and the form's fragment, its heading's anchor as
 * the enquiry block draws it), for a part of the site that fills it in: the page's first enquiry
 * section. None when the page has none.
 */
export function enquirySectionOf(page: Page): { path: string; anchor: string } | undefined {
  const path = pagePath(page);
  if (!path) return undefined;
  for (const child of page.children) {
    const section = enquirySection.safeParse(child);
    if (section.success) {
      return { path, anchor: anchorFor(section.data.fields.heading) };
    }
  }
  return undefined;
}
