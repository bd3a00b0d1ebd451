import { SiteLink } from '@/components/SiteLink.client';
import type { CenterSelectGroup } from '@/components/CenterSelect';
import { hydrateOnUseArea } from '@/components/HydrateOnUse/whenUsed';
import { MAX_PASSES_PER_REGISTRATION } from '@/lib/platform/limits';
import type { Season } from '@/lib/platform/schemas';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import { seasonPassMessages } from '@/forms/season-pass/messages';
import { PassCardArt } from './PassCardArt';
import { SEASON_PASS_FORM_AREA } from './formArea';
import { SeasonPassIsland } from './SeasonPassIsland.lazy';
import { SeasonSwitch } from './SeasonSwitch';
import heroes from '@/components/heroes.module.css';
import styles from './SeasonPassScreen.module.css';

export interface SeasonPassScreenProps {
  season: Season;
  /** The seasons whose passes are on sale now. */
  onSale: readonly Season[];
  companyName: string;
  centerGroups: readonly CenterSelectGroup[];
}

const HEADING_ID = 'season-pass-heading';

/**
 * The season pass registration screen (docs/rules/screens-and-routes.md#season-pass-registration):
 * a hero band with the page's h1 and the switch to the other season's form, then the form island.
 * Everything but the form is static HTML.
 */
export function SeasonPassScreen(props: SeasonPassScreenProps) {
  const { season, onSale, companyName } = props;
  const [before, after] = seasonPassMessages.heading(season).split(season);
  return (
    <>
      <section
        className={`${styles.hero} ${season === 'WINTER' ? styles.winter : styles.summer}`}
        aria-labelledby={HEADING_ID}
      >
        <div className={`container ${heroes.split} ${styles.inner}`}>
          <div>
            <p className={heroes.eyebrow}>{companyName} Season Pass</p>
            <h1 id={HEADING_ID} className={`${heroes.heading} ${styles.heading}`}>
              {before}
              <span className={styles.season}>{season}</span>
              {after}
            </h1>
            <SeasonSwitch season={season} onSale={onSale} />
            <p className={styles.lead}>
              Season passes are sold at the front desk of every center (
              <SiteLink href={FIND_A_LOCATION_PATH}>find your nearest center</SiteLink>). This page
              activates the passes you bought: enter the card number of each one (up to{' '}
              {MAX_PASSES_PER_REGISTRATION} at once), tell us who you are and choose your home
              center.
            </p>
            <ol className={styles.steps}>
              <li className={styles.step}>Enter your card numbers</li>
              <li className={styles.step}>Add your info</li>
              <li className={styles.step}>Press Register</li>
            </ol>
          </div>
          <PassCardArt season={season} className={styles.art} />
        </div>
      </section>
      <div className={`container ${styles.body}`} {...hydrateOnUseArea(SEASON_PASS_FORM_AREA)}>
        <SeasonPassIsland {...props} labelledBy={HEADING_ID} />
      </div>
    </>
  );
}
