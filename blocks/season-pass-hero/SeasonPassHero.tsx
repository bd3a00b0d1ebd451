import { siteNow } from '@/lib/clock';
import { getSeasonPassSales } from '@/lib/cms';
import { promotesNow } from '@/lib/cms/seasonPassSales';
import { anchorFor } from '@/lib/format';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { CallToAction } from '../shared/CallToAction';
import { PromoArt } from '../shared/PromoArt';
import type { SeasonPassHeroProps } from './schema';
import heroes from '@/components/heroes.module.css';
import styles from './SeasonPassHero.module.css';

const EYEBROW = { summer: 'summerSeasonPass', winter: 'winterSeasonPass' } as const;

/**
 * A bold season pass promotion: heading, perks and a call to action, in the season's colours.
 * It shows while its season is on sale (lib/cms/seasonPassSales.ts), so a page can hold one hero
 * per season and guests meet the season they can buy.
 */
export async function SeasonPassHero({
  heading,
  text,
  image,
  perks,
  cta,
  season,
  context,
}: BlockProps<SeasonPassHeroProps>) {
  const sales = await getSeasonPassSales(context);
  if (!promotesNow(sales, season, siteNow())) return null;
  return (
    <section
      id={anchorFor(heading)}
      className={`${styles.seasonPassHero} ${styles[season]}`}
      aria-labelledby={`${anchorFor(heading)}-heading`}
    >
      <div className={`container ${heroes.split} ${styles.inner}`}>
        <div>
          <p className={`${heroes.eyebrow} ${styles.eyebrow}`}>
            {translator('Blocks', context.locale)(EYEBROW[season])}
          </p>
          <h2 id={`${anchorFor(heading)}-heading`} className={heroes.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          {perks.length > 0 && (
            <ul className={styles.perks} role="list">
              {perks.map((perk, index) => (
                <li key={`${index}-${perk}`} className={styles.perk}>
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                    <circle cx="12" cy="12" r="11" />
                    <path d="M7 12.5l3.2 3.2L17 9" />
                  </svg>
                  {perk}
                </li>
              ))}
            </ul>
          )}
          <CallToAction cta={cta} variant="sun" frameClassName={styles.actions} />
        </div>
        <PromoArt image={image} sizes="(max-width: 991px) 100vw, 45vw" looks={styles} />
      </div>
    </section>
  );
}
