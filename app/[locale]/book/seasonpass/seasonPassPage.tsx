import type { Metadata } from 'next';
import { SeasonPassScreen } from '@/screens/season-pass/SeasonPassScreen';
import { seasonPassPath } from '@/forms/season-pass/season';
import { centerOptionGroups, openCenters, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { getSeasonPassSales, getSiteSettings } from '@/lib/cms';
import { seasonsOnSale } from '@/lib/cms/seasonPassSales';
import { describedMetadata } from '@/lib/cms/metadata';
import { FORM_NAMESPACES, islandTranslations, translator, type Locale } from '@/lib/i18n';
import { MAX_PASSES_PER_REGISTRATION } from '@/lib/platform/limits';
import type { Season } from '@/lib/platform/schemas';
import { siteFacts } from '@/screens/metadata';
import { renderContext } from '@/screens/renderContext';

/** What both season pass routes share: their data, their screen and their metadata. */

/** The season pass page's title, which its share image shows too. */
export function seasonPassTitle(season: Season, locale: Locale): string {
  const t = translator('SeasonPassPage', locale);
  return t('heading', { season: t('season', { season }) });
}

export async function seasonPassMetadata(season: Season): Promise<Metadata> {
  const site = await siteFacts(await renderContext());
  const t = translator('SeasonPassPage', site.locale);
  return describedMetadata(
    {
      title: seasonPassTitle(season, site.locale),
      description: t('description', {
        company: site.companyName,
        season,
        max: MAX_PASSES_PER_REGISTRATION,
      }),
      path: seasonPassPath(season),
    },
    site,
  );
}

export async function SeasonPassPage({ season }: { season: Season }) {
  const context = await renderContext();
  const [centers, settings, sales] = await Promise.all([
    getCenters(context),
    getSiteSettings(context),
    getSeasonPassSales(context),
  ]);
  const now = siteNow();
  return (
    <SeasonPassScreen
      season={season}
      onSale={seasonsOnSale(sales, now).map((onSale) => onSale.toUpperCase() as Season)}
      companyName={settings.companyName}
      // A pass is registered to a center that is open.
      centerGroups={centerOptionGroups(openCenters(centers, now))}
      locale={context.locale}
      translations={islandTranslations([...FORM_NAMESPACES, 'SeasonPass'], context.locale)}
    />
  );
}
