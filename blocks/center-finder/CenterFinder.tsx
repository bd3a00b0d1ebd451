import {
  centersByState,
  centersFromEntries,
  offeredState,
  stateCode,
  telHref,
  toCenterSummary,
  type Center,
} from '@/lib/centers';
import { getCenterEntries, getSiteSettings } from '@/lib/cms';
import { config } from '@/lib/config';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import { centerAnchor } from './anchors';
import { CenterActions, CenterFinderSearch, MyCenterBadge } from './CenterFinder.client';
import { localBusinessJsonLd, scriptJson } from './jsonLd';
import type { CenterFinderProps } from './schema';
import styles from './CenterFinder.module.css';

interface Group {
  state: string;
  code: string;
  centers: Center[];
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * The center select's state groups, then centers of states not offered in selects (Indiana) under
 * their own state's name, so every center of the site is listed.
 */
export function stateGroups(centers: readonly Center[]): Group[] {
  const offered: Group[] = centersByState(centers);
  const others = new Map<string, Center[]>();
  for (const center of centers) {
    if (offeredState(center.state)) continue;
    others.set(center.state, [...(others.get(center.state) ?? []), center]);
  }
  const extra = [...others]
    .sort(([a], [b]) => byName.compare(a, b))
    .map(([state, members]) => ({
      state,
      code: state,
      centers: members.sort((a, b) => byName.compare(a.name, b.name)),
    }));
  return [...offered, ...extra];
}

const stateAnchor = (group: Group) =>
  `state-${group.code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function CenterCard({ center }: { center: Center }) {
  const headingId = `${centerAnchor(center.slug)}-name`;
  return (
    <li>
      <article id={centerAnchor(center.slug)} className={styles.card} aria-labelledby={headingId}>
        <div className={styles.cardTop}>
          <h3 id={headingId} className={styles.cardName}>
            {center.name}
          </h3>
          <MyCenterBadge id={center.id} />
        </div>
        <address className={styles.address}>
          {center.address}
          <br />
          {center.city}, {stateCode(center.state)} {center.postalCode}
        </address>
        <p className={styles.phone}>
          <a href={telHref(center.phone)}>{center.phone}</a>
        </p>
        {center.hours.length > 0 && (
          <dl className={styles.hours} aria-label={`Opening hours of ${center.name}`}>
            {center.hours.map((hours) => (
              <div key={hours.days} className={styles.hoursRow}>
                <dt>{hours.days}</dt>
                <dd>
                  {hours.open} – {hours.close}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className={styles.actions}>
          <CenterActions id={center.id} name={center.name}>
            <a href={telHref(center.phone)} className={`${styles.action} ${styles.call}`}>
              Call <span className="visually-hidden">{center.name}</span>
            </a>
          </CenterActions>
        </div>
      </article>
    </li>
  );
}

/**
 * Find a Location: the nearest-center search (a client island) and, rendered on the server, every
 * center by state with its address, phone and hours, plus their schema.org LocalBusiness data.
 */
export async function CenterFinder({ heading, intro, listHeading }: CenterFinderProps) {
  const [entries, settings] = await Promise.all([getCenterEntries({}), getSiteSettings({})]);
  const centers = centersFromEntries(entries);
  const groups = stateGroups(centers);
  const jsonLd = localBusinessJsonLd(centers, {
    companyName: settings.companyName,
    pageUrl: new URL(FIND_A_LOCATION_PATH, config().siteUrl).href,
  });

  return (
    <>
      <section
        id="find-a-center"
        className={`section ${styles.top}`}
        aria-labelledby="center-finder-heading"
      >
        <div className="container">
          <div className={styles.intro}>
            <h2 id="center-finder-heading" className={styles.heading}>
              {heading}
            </h2>
            {intro && <p className={styles.introText}>{intro}</p>}
          </div>
          <CenterFinderSearch centers={centers.map(toCenterSummary)} />
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
          <div className={styles.states}>
            {groups.map((group) => (
              // Closed groups keep the page short; find-in-page and links to a card open them.
              <details key={group.state} id={stateAnchor(group)} className={styles.state}>
                <summary className={styles.stateSummary}>
                  <span className={styles.stateName}>{group.state}</span>
                  <span className={styles.count}>
                    {group.centers.length} {group.centers.length === 1 ? 'center' : 'centers'}
                  </span>
                </summary>
                <ul role="list" className={styles.cards} aria-label={`Centers in ${group.state}`}>
                  {group.centers.map((center) => (
                    <CenterCard key={center.id} center={center} />
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </div>
      </section>

      <script
        type="application/ld+json"
        // Escaped by scriptJson: no content can end the element early.
        dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
      />
    </>
  );
}
