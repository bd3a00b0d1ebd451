import { SiteLink } from '@/components/SiteLink.client';
import type { Season } from '@/lib/platform/schemas';
import { seasonPassPath } from '@/forms/season-pass/season';
import { translator, type Locale } from '@/lib/i18n';
import pills from '@/components/pills.module.css';
import styles from './SeasonPassScreen.module.css';

const SEASONS = [
  { season: 'SUMMER', label: 'summerPass' },
  { season: 'WINTER', label: 'winterPass' },
] as const satisfies readonly { season: Season; label: string }[];

/**
 * Links between the summer and winter registration forms, the current one marked as the page and
 * a season whose passes are on sale marked so: plain links, so the switch works before the form's
 * script has loaded, or without it.
 */
export function SeasonSwitch({
  season,
  onSale,
  locale,
}: {
  season: Season;
  onSale: readonly Season[];
  locale: Locale;
}) {
  const t = translator('SeasonPassPage', locale);
  return (
    <nav aria-label={t('switchName')} className={styles.switch}>
      <ul role="list" className={pills.row}>
        {SEASONS.map((option) => (
          <li key={option.season}>
            <SiteLink
              href={seasonPassPath(option.season)}
              aria-current={option.season === season ? 'page' : undefined}
            >
              {t(option.label)}
              {onSale.includes(option.season) && (
                <span className={styles.onSale}>{t('onSaleNow')}</span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
