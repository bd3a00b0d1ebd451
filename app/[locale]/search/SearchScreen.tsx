import { Fragment } from 'react';
import { ButtonLink } from '@/components/Button/Button';
import { SearchBox } from '@/components/SiteHeader/SearchBox';
import { SiteLink } from '@/components/SiteLink.client';
import { translator, type Locale } from '@/lib/i18n';
import type { Highlighted, ResultKind, SearchResult } from '@/lib/search';
import {
  BIRTHDAY_PACKAGES_PATH,
  FIND_A_LOCATION_PATH,
  SEASON_PASS_PATH,
  eventCategoryListHref,
} from '@/lib/sitePaths';
import styles from './search.module.css';

/** The catalogue's name of each kind of result. */
const KIND_NAMES = {
  page: 'kindPage',
  news: 'kindNews',
  story: 'kindStory',
  event: 'kindEvent',
  package: 'kindPackage',
  experience: 'kindExperience',
  center: 'kindCenter',
  menuItem: 'kindMenuItem',
} as const satisfies Record<ResultKind, string>;

/** The food menu, as the header's Food & Drinks menu leads to it. */
const FOOD_MENU_PATH = '/food-menu/';

/** Where a guest who found nothing, or has not searched yet, most often goes. */
const MAIN_AREAS = [
  { name: 'birthdays', href: BIRTHDAY_PACKAGES_PATH },
  { name: 'seasonPass', href: SEASON_PASS_PATH },
  { name: 'food', href: FOOD_MENU_PATH },
  { name: 'events', href: eventCategoryListHref('') },
  { name: 'locations', href: FIND_A_LOCATION_PATH },
] as const;

function Marked({ pieces }: { pieces: Highlighted }) {
  return pieces.map((piece, index) => (
    <Fragment key={index}>{piece.marked ? <mark>{piece.text}</mark> : piece.text}</Fragment>
  ));
}

/**
 * The search page: the search box large on a colourful band, then the results (each with its
 * kind, its title and an excerpt, the words searched for marked), or the main areas and Find a
 * Location when there is nothing to show.
 */
export function SearchScreen({
  query,
  results,
  companyName,
  locale,
}: {
  query: string;
  results: SearchResult[];
  companyName: string;
  locale: Locale;
}) {
  const t = translator('Search', locale);
  return (
    <>
      <section className={styles.band}>
        <div className={`container ${styles.bandInner}`}>
          <p className={styles.eyebrow}>{t('eyebrow', { company: companyName })}</p>
          <h1 className={styles.heading}>{query ? t('heading', { query }) : t('headingEmpty')}</h1>
          <SearchBox
            id="page-search"
            look="page"
            locale={locale}
            query={query}
            texts={{
              label: t('pageSearchLabel'),
              placeholder: t('pagePlaceholder'),
              submit: t('submit'),
            }}
          />
          {results.length > 0 && (
            <p className={styles.count}>{t('count', { count: results.length })}</p>
          )}
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        {results.length > 0 ? (
          <ol className={styles.results} aria-label={t('results')}>
            {results.map(({ document, title, excerpt, distanceMiles }) => (
              <li key={document.id} className={styles.result} data-kind={document.kind}>
                <p className={styles.kind}>{t(KIND_NAMES[document.kind])}</p>
                <h2 className={styles.title}>
                  <SiteLink href={document.href}>
                    <Marked pieces={title} />
                  </SiteLink>
                </h2>
                {distanceMiles !== undefined && (
                  <p className={styles.distance}>
                    {t('milesFrom', { miles: Math.round(distanceMiles), zip: query })}
                  </p>
                )}
                {excerpt.length > 0 && (
                  <p className={styles.excerpt}>
                    <Marked pieces={excerpt} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <div className={styles.offers}>
            {query ? (
              <p className={styles.lead}>
                <strong>{t('noResults', { query })}</strong> {t('noResultsLead')}
              </p>
            ) : (
              <p className={styles.lead}>{t('leadEmpty')}</p>
            )}
            <h2 className={styles.areasHeading}>{t('areas')}</h2>
            <ul role="list" className={styles.areas}>
              {MAIN_AREAS.map((area) => (
                <li key={area.name}>
                  <SiteLink href={area.href} className={styles.area} data-area={area.name}>
                    {t(area.name)}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <div className={styles.findALocation}>
              <p>{t('findALocationLead')}</p>
              <ButtonLink href={FIND_A_LOCATION_PATH} variant="pink">
                {t('findALocation')}
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
