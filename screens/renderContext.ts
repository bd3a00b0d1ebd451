import type { RenderContext } from '@/blocks/defineBlock';
import { isDraftMode } from './draftMode';
import { pageLocale } from './pageLocale';

/** This request's render context: drafts or not, and the page's language (its `/es/` or none). */
export async function renderContext(): Promise<RenderContext> {
  const [draft, locale] = await Promise.all([isDraftMode(), pageLocale()]);
  return { draft, locale };
}
