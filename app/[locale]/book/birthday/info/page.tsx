import type { Metadata } from 'next';
import { birthdayPackageOptions } from '@/lib/packages';
import { BookSelectorIsland } from '@/blocks/book-selector/BookSelector.lazy';
import { BirthdayInfoScreen } from '@/screens/birthday-info/BirthdayInfoScreen';
import { openCenters, toCenterSummary, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { getPackageEntries } from '@/lib/cms';
import { log } from '@/lib/log';
import { BOOKING_WIDGET_ID } from '@/lib/sitePaths';
import { BIRTHDAY_INFO_PATH } from '@/forms/birthday/links';
import { describedMetadata } from '@/lib/cms/metadata';
import { siteFacts } from '@/screens/metadata';
import { islandTranslations, translator } from '@/lib/i18n';
import { BOOKING_NAMESPACES } from '@/blocks/book-selector/namespaces';
import { renderContext } from '@/screens/renderContext';
import type { RenderContext } from '@/blocks/defineBlock';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const site = await siteFacts(await renderContext());
  const t = translator('BirthdayInfoPage', site.locale);
  return {
    ...describedMetadata(
      {
        title: t('title'),
        description: t('description', { company: site.companyName }),
        path: BIRTHDAY_INFO_PATH,
      },
      site,
    ),
    // A step of the booking flow, filled from the family's own browser: nothing to index.
    robots: { index: false, follow: true },
  };
}

async function birthdayPackages(context: RenderContext) {
  return birthdayPackageOptions(await getPackageEntries(context), (id) =>
    log.warn({ id }, 'package skipped on the birthday info step'),
  );
}

/**
 * /book/birthday/info: the birthday booking step after the selector's Book button or a package's
 * Book Now. Every open center is offered: the party form finds them by ZIP, city or name.
 */
export default async function BirthdayInfoPage() {
  const context = await renderContext();
  const [centers, packages] = await Promise.all([getCenters(context), birthdayPackages(context)]);
  // One list for the selector and the booking steps: the page's payload carries it once.
  const now = siteNow();
  const summaries = openCenters(centers, now).map((center) => toCenterSummary(center, now));
  const t = translator('BirthdayInfoPage', context.locale);
  const translations = islandTranslations(BOOKING_NAMESPACES, context.locale);
  return (
    <BirthdayInfoScreen
      centers={summaries}
      packages={packages}
      locale={context.locale}
      translations={translations}
      start={
        <BookSelectorIsland
          anchor={BOOKING_WIDGET_ID}
          heading={t('startHeading')}
          text={t('startText')}
          centers={summaries}
          translations={translations}
        />
      }
    />
  );
}
