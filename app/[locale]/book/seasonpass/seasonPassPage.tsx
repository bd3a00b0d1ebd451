import type { Metadata } from 'next';
import { SeasonPassScreen } from '@/screens/season-pass/SeasonPassScreen';
import { seasonPassMessages } from '@/forms/season-pass/messages';
import { seasonPassPath } from '@/forms/season-pass/season';
import { centerOptionGroups, openCenters, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { getSeasonPassSales, getSiteSettings } from '@/lib/cms';
import { seasonsOnSale } from '@/lib/cms/seasonPassSales';
import { config } from '@/lib/config';
import type { Season } from '@/lib/platform/schemas';

/** What both season pass routes share: their data, their screen and their metadata. */

export async function seasonPassMetadata(season: Season): Promise<Metadata> {
  const settings = await getSiteSettings();
  const title = seasonPassMessages.heading(season);
  const description = `Register your ${settings.companyName} ${season.toLowerCase()} season pass cards online: up to 10 cards at once, with your details and your home center.`;
  const url = new URL(seasonPassPath(season), config().siteUrl).toString();
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: settings.companyName, title, description, url },
    twitter: { card: 'summary', title, description },
  };
}

export async function SeasonPassPage({ season }: { season: Season }) {
  const [centers, settings, sales] = await Promise.all([
    getCenters(),
    getSiteSettings(),
    getSeasonPassSales(),
  ]);
  const now = siteNow();
  return (
    <SeasonPassScreen
      season={season}
      onSale={seasonsOnSale(sales, now).map((onSale) => onSale.toUpperCase() as Season)}
      companyName={settings.companyName}
      // A pass is registered to a center that is open.
      centerGroups={centerOptionGroups(openCenters(centers, now))}
    />
  );
}
