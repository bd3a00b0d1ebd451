import { pagePath, type Page } from '@/lib/cms/page';
import { enquirySectionOf } from '@/lib/cms/enquirySection';

/** The estimate's own address, which answers the form sent without script: under the page's. */
export function estimatePath(page: Pick<Page, 'slug' | 'type' | 'eventType'>): string {
  return `${pagePath(page) ?? '/'}estimate/`;
}

/**
 * The page's enquiry form, which "Request this visit" fills in. None when the page has none.
 */
export const enquiryOf = (page: Page) => enquirySectionOf(page);
