'use client';

import { SiteLink } from '@/components/SiteLink.client';
import { useSay, withTranslations } from '@/components/Say.client';
import { Activity, useState } from 'react';
import { useMinute, useMinuteWhile } from '@/components/OpenNow/useMinute.client';
import { useStatusSpeech } from '@/components/OpenNow/useStatusSpeech.client';
import { cityLine, directionsHref } from '@/lib/centers/directions';
import { daysLabel, openingTimes } from '@/lib/centers/hoursText';
import type { CenterListing } from '@/lib/centers/nearest';
import { openNow, openNowLine } from '@/lib/centers/openNow';
import { notOpenNote } from '@/lib/centers/opening';
import { telHref } from '@/lib/centers/phone';
import { fill, type Say } from '@/lib/i18n/say';
import { BOOKING_WIDGET_HREF, centerPath } from '@/lib/sitePaths';
import words from '@/messages/en/CenterFinder.json';
import searchWords from '@/messages/en/CenterSearch.json';
import { useSite } from '@/stores/site';
import { centerAnchor } from './anchors';
import { fromCenterList, type CenterList } from './centerList';
import { useMyCenterId } from './CenterFinder.client';
import { scriptJson } from '@/lib/scriptJson';
import { localBusinessJsonLd } from './jsonLd';
import { CenterFilters, type CenterFilterChoice } from './CenterFilters.client';
import statusStyles from '@/components/OpenNow/OpenNowStatus.module.css';
import styles from './CenterFinder.module.css';

/** A state's group in the list: its name, anchor and the ids of its centers in order. */
export interface StateGroup {
  state: string;
  anchor: string;
  centerIds: string[];
}

/*
 * Every center by state, rendered from the same center list the search above receives. Being
 * client code, the cards reach the page once as markup and once as that shared list, instead of
 * as markup and again as a second copy of the markup in the page's payload.
 */

function MyCenterBadge({ id }: { id: string }) {
  const say = useSay();
  if (useMyCenterId() !== id) return null;
  return (
    <span className={styles.badge} data-my-center="">
      ★ {say(words.myCenter)}
    </span>
  );
}

/**
 * Booking (which remembers the center for the widget), calling, directions and choosing, in that
 * order: the styles go by the order (CenterFinder.module.css). A center that is not open can only
 * be called and found. The names say which center (41 cards carry the same links) as labels that
 * begin with the visible words: lighter than hidden text on a page of 41 cards.
 */
function CenterActions({ center }: { center: CenterListing }) {
  const mine = useMyCenterId() === center.id;
  const chooseCenter = useSite((state) => state.chooseCenter);
  const bookPartyAt = useSite((state) => state.bookPartyAt);
  const say = useSay();
  const named = { name: center.name };
  const call = <a href={telHref(center.phone)}>{fill(say(words.call), { phone: center.phone })}</a>;
  const directions = (
    <a href={directionsHref(center)} aria-label={fill(say(words.directionsTo), named)}>
      {say(words.directions)}
    </a>
  );
  if (center.notOpen) {
    return (
      <div className={styles.actions}>
        {call}
        {directions}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <SiteLink
        href={BOOKING_WIDGET_HREF}
        onClick={() => bookPartyAt(center.id)}
        aria-label={fill(say(words.bookAPartyAt), named)}
      >
        {say(words.bookAParty)}
      </SiteLink>
      {call}
      {directions}
      <button
        type="button"
        className={mine ? styles.chosen : undefined}
        // The name says which center, as 41 cards carry the same button.
        aria-label={fill(say(mine ? words.myCenterIs : words.makeThisMyCenterFor), named)}
        onClick={() => chooseCenter(center.id)}
      >
        {mine ? `✓ ${say(words.myCenter)}` : say(words.makeThisMyCenter)}
      </button>
    </div>
  );
}

/**
 * Whether the center is open now: told as of the moment the server made the list while the card
 * hydrates, then by the browser's clock, each card on its own so that no card waits for another.
 */
function CardStatus({ center, renderedAt }: { center: CenterListing; renderedAt: number }) {
  const line = openNowLine({ status: 'open' }, center, useMinute(renderedAt), useStatusSpeech());
  return line ? (
    <p className={statusStyles.status} data-tone={line.tone}>
      {line.text}
    </p>
  ) : null;
}

function CenterCard({ center, renderedAt }: { center: CenterListing; renderedAt: number }) {
  const speech = useStatusSpeech();
  const { say } = speech;
  const headingId = `${centerAnchor(center.slug)}-name`;
  return (
    <li>
      <article id={centerAnchor(center.slug)} aria-labelledby={headingId}>
        {/* A div rather than a header: the same to guests, and lighter on a page of 41 cards. */}
        <div>
          <h3 id={headingId}>
            {/* The name leads to the center's page: one short link a card, as 41 cards load here. */}
            <SiteLink href={centerPath(center.slug)}>{center.name}</SiteLink>
          </h3>
          <MyCenterBadge id={center.id} />
        </div>
        <address>
          {center.address}
          <br />
          {cityLine(center)}
        </address>
        {center.notOpen ? (
          <p className={styles.notOpen}>{notOpenNote(center.notOpen, speech)}</p>
        ) : (
          <CardStatus center={center} renderedAt={renderedAt} />
        )}
        {!center.notOpen && center.hours.length > 0 && (
          <dl aria-label={say(words.openingHours)}>
            {center.hours.map((hours) => (
              <div key={hours.days}>
                <dt>{daysLabel(hours.days, speech)}</dt>
                <dd>{openingTimes(hours, speech)}</dd>
              </div>
            ))}
          </dl>
        )}
        {center.sensoryFriendlySessions && (
          <p className={styles.sensory}>
            <span>{say(words.sensorySessions)}</span>{' '}
            {center.sensoryFriendlySessions
              .map(
                (session) => `${daysLabel(session.days, speech)} ${openingTimes(session, speech)}`,
              )
              .join('; ')}
          </p>
        )}
        <CenterActions center={center} />
      </article>
    </li>
  );
}

/** '3 centers', or '3 centers open' while the open-now filter is on. */
function countLabel(count: number, openNow: boolean, say: Say): string {
  if (openNow)
    return count === 1 ? say(words.oneCenterOpen) : fill(say(words.centersOpen), { count });
  return count === 1 ? say(searchWords.oneCenter) : fill(say(searchWords.centers), { count });
}

function CenterDirectoryBody({
  groups,
  centerList,
  companyName,
}: {
  groups: StateGroup[];
  centerList: CenterList;
  companyName: string;
}) {
  const say = useSay();
  const centers = fromCenterList(centerList);
  const byId = new Map(centers.map((center) => [center.id, center]));
  const [choice, setChoice] = useState<CenterFilterChoice>({
    openNow: false,
    sensoryFriendly: false,
  });
  const filtering = choice.openNow || choice.sensoryFriendly;
  // The clock runs here only while the open-now filter is on: a re-render of this list before the
  // guest uses it would hydrate every state's group at once.
  const now = useMinuteWhile(choice.openNow, centerList.renderedAt);
  const shownIds = new Set(
    centers
      .filter(
        (center) =>
          (!choice.openNow || (!center.notOpen && openNow(center, now)?.state === 'open')) &&
          (!choice.sensoryFriendly || center.sensoryFriendlySessions !== undefined),
      )
      .map((center) => center.id),
  );
  const shown = groups
    .map((group) => ({
      ...group,
      centerIds: filtering ? group.centerIds.filter((id) => shownIds.has(id)) : group.centerIds,
    }))
    .filter((group) => group.centerIds.length > 0);
  return (
    <>
      <CenterFilters choice={choice} onChange={setChoice} count={shownIds.size} />
      <div className={styles.states}>
        {shown.map((group) => (
          // Closed groups keep the page short; find-in-page and links to a card open them.
          // Each group hydrates on its own (an Activity boundary: React hydrates its content
          // in a later, interruptible pass), so the 41 cards do not hold the main thread in one
          // long task. A Suspense boundary would do the same but its server HTML is streamed
          // apart and moved into place by script.
          <Activity key={group.state}>
            <details
              id={group.anchor}
              className={styles.state}
              // The centers a filter leaves are few enough to show at once; the guest can still
              // close a state.
              open={filtering || undefined}
            >
              <summary className={styles.stateSummary}>
                <span className={styles.stateName}>{group.state}</span>
                <span className={styles.count}>
                  {countLabel(group.centerIds.length, choice.openNow, say)}
                </span>
              </summary>
              <ul
                role="list"
                className={styles.cards}
                aria-label={fill(say(words.centersIn), { state: group.state })}
              >
                {group.centerIds.map((id) => {
                  const center = byId.get(id);
                  return (
                    center && (
                      <CenterCard key={id} center={center} renderedAt={centerList.renderedAt} />
                    )
                  );
                })}
              </ul>
            </details>
          </Activity>
        ))}
      </div>
      <script
        type="application/ld+json"
        // Escaped by scriptJson: no content can end the element early.
        dangerouslySetInnerHTML={{
          __html: scriptJson(localBusinessJsonLd(centers, { companyName })),
        }}
      />
    </>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const CenterDirectory = withTranslations(CenterDirectoryBody);
