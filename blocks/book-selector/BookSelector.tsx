import { centersFromEntries, toCenterSummary } from '@/lib/centers';
import { getCenterEntries } from '@/lib/cms';
import { BookSelectorIsland } from './BookSelector.client';
import type { BookSelectorProps } from './schema';

/** Where every booking widget sits, so package cards and other pages can link to it. */
export const BOOK_SELECTOR_ANCHOR = 'book-a-party';

/** The book selector widget (spec section 2): the heading is static, the choices an island. */
export async function BookSelector({ heading, text }: BookSelectorProps) {
  const centers = centersFromEntries(await getCenterEntries({})).map(toCenterSummary);
  return (
    <BookSelectorIsland
      anchor={BOOK_SELECTOR_ANCHOR}
      heading={heading}
      text={text}
      centers={centers}
    />
  );
}
