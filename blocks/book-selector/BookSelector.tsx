import { openCenters, toCenterChoice, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { islandTranslations } from '@/lib/i18n';
import { BOOKING_WIDGET_ID } from '@/lib/sitePaths';
import { BookSelectorIsland } from './BookSelector.lazy';
import { BOOKING_NAMESPACES } from './namespaces';
import type { BlockProps } from '../defineBlock';
import type { BookSelectorProps } from './schema';

/**
 * The book selector widget (docs/rules/screens-and-routes.md#book-selector-widget): the heading
 * is static, the choices an island.
 */
export async function BookSelector({ heading, text, context }: BlockProps<BookSelectorProps>) {
  // Only an open center can be chosen for a party.
  const centers = openCenters(await getCenters(context), siteNow()).map(toCenterChoice);
  return (
    <BookSelectorIsland
      anchor={BOOKING_WIDGET_ID}
      heading={heading}
      text={text}
      centers={centers}
      translations={islandTranslations(BOOKING_NAMESPACES, context.locale)}
    />
  );
}
