import { SiteLink } from '@/components/SiteLink.client';
import type { CenterSelectGroup } from '@/components/CenterSelect';
import { hydrateOnUseArea } from '@/components/HydrateOnUse/whenUsed';
import { MAX_PASSES_PER_REGISTRATION, PASS_NUMBER_LENGTH } from '@/lib/platform/limits';
import type { Season } from '@/lib/platform/schemas';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import { translator, type Locale } from '@/lib/i18n';
import type { Translations } from '@/lib/i18n/say';
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
  locale: Locale;
  /** The form's words in the page's language (none on an English page). */
  translations: Translations;
}

const HEADING_ID = 'season-pass-heading';

/**
 * The season pass registration screen (docs/rules/screens-and-routes.md#season-pass-registration):
 * a hero band with the page's h1 and the switch to the other season's form, then the form island.
 * Everything but the form is static HTML.
 */
export function SeasonPassScreen({ locale, ...props }: SeasonPassScreenProps) {
  const { season, onSale, companyName } = props;
  const t = translator('SeasonPassPage', locale);
  const seasonName = t('season', { season });
  const [before, after] = t('heading', { season: seasonName }).split(seasonName);
  return (
    <>
      <section
        className={`${styles.hero} ${season === 'WINTER' ? styles.winter : styles.summer}`}
        aria-labelledby={HEADING_ID}
      >
        <div className={`container ${heroes.split} ${styles.inner}`}>
          <div>
            <p className={heroes.eyebrow}>{t('eyebrow', { company: companyName })}</p>
            <h1 id={HEADING_ID} className={`${heroes.heading} ${styles.heading}`}>
              {before}
              <span className={styles.season}>{seasonName}</span>
              {after}
            </h1>
            <SeasonSwitch season={season} onSale={onSale} locale={locale} />
            <p className={styles.lead}>
              {t.rich('lead', {
                max: MAX_PASSES_PER_REGISTRATION,
                link: (words) => <SiteLink href={FIND_A_LOCATION_PATH}>{words}</SiteLink>,
              })}
            </p>
            <ol className={styles.steps}>
              <li className={styles.step}>{t('stepCards')}</li>
              <li className={styles.step}>{t('stepInfo')}</li>
              <li className={styles.step}>{t('stepRegister')}</li>
            </ol>
          </div>
          <PassCardArt
            season={season}
            callout={t('cardNumberCallout', { length: PASS_NUMBER_LENGTH })}
            className={styles.art}
          />
        </div>
      </section>
      <div className={`container ${styles.body}`} {...hydrateOnUseArea(SEASON_PASS_FORM_AREA)}>
        <SeasonPassIsland {...props} labelledBy={HEADING_ID} />
      </div>
    </>
  );
}
