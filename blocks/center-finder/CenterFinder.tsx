import { centersByState, toCenterListing, type StateGroup, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { getSiteSettings } from '@/lib/cms';
import { Picture } from '@/components/Picture';
import { islandTranslations, translator } from '@/lib/i18n';
import { CenterDirectory, CenterFinderSearch, CenterMap } from './CenterFinder.lazy';
import type { BlockProps } from '../defineBlock';
import type { CenterFinderProps } from './schema';
import { mapPoint } from '@/lib/centers/mapPoint';
import { toCenterList } from './centerList';
import styles from './CenterFinder.module.css';
import mapStyles from './CenterMap.module.css';

/** The pins' colours (CenterMap.module.css) and what each says. */
const MAP_KEY = [
  ['open', 'mapKeyOpen'],
  ['soon', 'mapKeySoon'],
  ['closed', 'mapKeyClosed'],
  ['soon-to-open', 'mapKeyComingSoon'],
] as const;

const stateAnchor = (group: StateGroup) =>
  `state-${group.code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Find a Location: the nearest-center search and every center by state with its address, phone
 * and hours, plus their schema.org LocalBusiness data. Both islands get the same center list.
 */
export async function CenterFinder({
  heading,
  intro,
  listHeading,
  opensPage,
  eyebrow,
  image,
  context,
}: BlockProps<CenterFinderProps>) {
  const [centers, settings] = await Promise.all([getCenters(context), getSiteSettings(context)]);
  const now = siteNow();
  // One list for the search and the directory: the page's payload carries it once.
  const centerList = toCenterList(
    centers.map((center) => ({
      ...toCenterListing(center, now),
      mapPoint: mapPoint(center.coordinates),
    })),
    now.getTime(),
  );
  const groups = centersByState(centers).map((group) => ({
    state: group.state,
    anchor: stateAnchor(group),
    centerIds: group.centers.map((center) => center.id),
  }));

  const translations = islandTranslations(
    ['OpenNow', 'CenterSearch', 'CenterFinder', 'MyCenter'],
    context.locale,
  );
  const t = translator('Locations', context.locale);
  const mapKey = (
    <figcaption className={mapStyles.caption}>
      {MAP_KEY.map(([tone, message]) => (
        <span key={tone} className={mapStyles.key} data-tone={tone}>
          {t(message)}
        </span>
      ))}
    </figcaption>
  );
  const Heading = opensPage ? 'h1' : 'h2';
  const headingId = opensPage ? 'page-heading' : 'center-finder-heading';
  return (
    <>
      <section
        id="find-a-center"
        className={`section backdrop ${styles.top}`}
        aria-labelledby={headingId}
      >
        <div className={`container ${styles.opening}`}>
          <div className={styles.intro}>
            {opensPage && eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <Heading id={headingId} className={opensPage ? styles.pageHeading : styles.heading}>
              {heading}
            </Heading>
            {intro && <p className={styles.introText}>{intro}</p>}
          </div>
          {image && (
            <Picture image={image} sizes="(max-width: 991px) 0px, 30vw" className={styles.art} />
          )}
          <CenterFinderSearch
            centerList={centerList}
            myCenterHeadingLevel={opensPage ? 2 : 3}
            translations={translations}
          />
        </div>
      </section>

      <section className={`section ${styles.all}`} aria-labelledby="all-locations-heading">
        <div className="container">
          <h2 id="all-locations-heading" className={styles.heading}>
            {listHeading}
          </h2>
          <CenterMap centerList={centerList} caption={mapKey} translations={translations} />
          <p className={styles.listHint}>{t('listHint')}</p>
          <CenterDirectory
            groups={groups}
            centerList={centerList}
            companyName={settings.companyName}
            translations={translations}
          />
        </div>
      </section>
    </>
  );
}
