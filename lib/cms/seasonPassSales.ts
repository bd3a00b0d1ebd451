import 'server-only';
import { z } from 'zod';
import { log } from '@/lib/log';
import { isShowing, showingWindow, type ShowingWindow } from './schedule';
import type { Entry } from './types';

/*
 * When each season's passes are on sale (`seasonPassSale` entries): the one place the dates live.
 * Every promotion of a season reads them, so the site promotes the season on sale by date.
 */

export const SEASON_PASS_SEASONS = ['summer', 'winter'] as const;
export type SeasonPassSeason = (typeof SEASON_PASS_SEASONS)[number];

const saleFields = z.object({
  name: z.string().trim().min(1),
  season: z.enum(SEASON_PASS_SEASONS),
  onSaleFrom: z.string().trim(),
  onSaleUntil: z.string().trim(),
});

export interface SeasonPassSale {
  name: string;
  season: SeasonPassSeason;
  window: ShowingWindow;
}

/** Every valid sale, its days read on the site's clock; an invalid entry is logged and left out. */
export function toSeasonPassSales(entries: readonly Entry[], timeZone: string): SeasonPassSale[] {
  return entries.flatMap((entry) => {
    const parsed = saleFields.safeParse(entry.fields);
    const window =
      parsed.success &&
      showingWindow(
        { showFrom: parsed.data.onSaleFrom, showUntil: parsed.data.onSaleUntil },
        timeZone,
      );
    if (!parsed.success || !window || window.from === undefined || window.until === undefined) {
      log.warn(
        { entryId: entry.sys.id },
        'season pass sale skipped: it needs a name, a season and two dates',
      );
      return [];
    }
    return [{ name: parsed.data.name, season: parsed.data.season, window }];
  });
}

/** The seasons on sale at `now`. */
export function seasonsOnSale(sales: readonly SeasonPassSale[], now: Date): SeasonPassSeason[] {
  return [
    ...new Set(sales.filter((sale) => isShowing(sale.window, now)).map((sale) => sale.season)),
  ];
}

/**
 * Whether a promotion of `season` shows at `now`: while one of its sales is on, or always when the
 * season has no sale at all (nothing says when it sells).
 */
export function promotesNow(
  sales: readonly SeasonPassSale[],
  season: SeasonPassSeason,
  now: Date,
): boolean {
  const own = sales.filter((sale) => sale.season === season);
  return own.length === 0 || own.some((sale) => isShowing(sale.window, now));
}
