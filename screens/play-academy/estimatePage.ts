import { pagePath, type Page } from '@/lib/cms/page';

/** The estimate's own address, which answers the form sent without script: under the page's. */
export function estimatePath(page: Pick<Page, 'slug' | 'type' | 'eventType'>): string {
  return `${pagePath(page) ?? '/'}estimate/`;
}
