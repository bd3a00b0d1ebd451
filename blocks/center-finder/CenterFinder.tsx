import {
  centersFromEntries,
  directoryGroups,
  toCenterSummary,
  type Center,
  type CenterSummary,
  type DirectoryGroup,
} from '@/lib/centers';
import { getCenterEntries, getSiteSettings } from '@/lib/cms';
import { CenterDirectory, CenterFinderSearch } from './CenterFinder.lazy';
import type { BlockProps } from '../defineBlock';
import type { CenterFinderProps } from './schema';
import styles from './CenterFinder.module.css';

/**
 * The summaries, with equal opening hours sharing one array: the page's payload writes an object
 * it has written before as a reference, and most centers keep the same hours.
 */
function summariesOf(centers: readonly Center[]): CenterSummary[] {
  const hoursSeen = new Map<string, CenterSummary['hours']>();
  return centers.map((center) => {
    const summary = toCenterSummary(center);
    const key = JSON.stringify(summary.hours);
    const shared = hoursSeen.get(key) ?? summary.hours;
    hoursSeen.set(key, shared);
    return { ...summary, hours: shared };
  });
}

const stateAnchor = (group: DirectoryGroup) =>
  `state-${group.code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Find a Location: the nearest-center search and every center by state with its address, phone
 * and hours, plus their schema.org LocalBusiness data. Both islands get the same center list.
 */
export async function CenterFinder({
  heading,
  intro,
  listHeading,
  context,
}: BlockProps<CenterFinderProps>) {
  const [entries, settings] = await Promise.all([
    getCenterEntries(context),
    getSiteSettings(context),
  ]);
  const centers = centersFromEntries(entries);
  // One list for the search and the directory: the page's payload carries it once.
  const summaries = summariesOf(centers);
  const groups = directoryGroups(centers).map((group) => ({
    state: group.state,
    anchor: stateAnchor(group),
    centerIds: group.centers.map((center) => center.id),
  }));

  return (
    <>
      <section
        id="find-a-center"
        className={`section backdrop ${styles.top}`}
        aria-labelledby="center-finder-heading"
      >
        <div className="container">
          <div className={styles.intro}>
            <h2 id="center-finder-heading" className={styles.heading}>
              {heading}
            </h2>
            {intro && <p className={styles.introText}>{intro}</p>}
          </div>
          <CenterFinderSearch centers={summaries} />
        </div>
      </section>

      <section className={`section ${styles.all}`} aria-labelledby="all-locations-heading">
        <div className="container">
          <h2 id="all-locations-heading" className={styles.heading}>
            {listHeading}
          </h2>
          <p className={styles.listHint}>
            Open a state to see its centers, hours and phone numbers.
          </p>
          <CenterDirectory groups={groups} centers={summaries} companyName={settings.companyName} />
        </div>
      </section>
    </>
  );
}
