'use client';

import { SiteLink } from '@/components/SiteLink.client';
import { withTranslations } from '@/components/Say.client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CenterSearch } from '@/components/CenterSearch/CenterSearch.client';
import { useMinute } from '@/components/OpenNow/useMinute.client';
import { useStatusSpeech } from '@/components/OpenNow/useStatusSpeech.client';
import { cityLine, directionsHref } from '@/lib/centers/directions';
import type { CenterListing } from '@/lib/centers/nearest';
import { openNowLine } from '@/lib/centers/openNow';
import { telHref } from '@/lib/centers/phone';
import { fill } from '@/lib/i18n/say';
import { BOOKING_WIDGET_HREF, centerPath } from '@/lib/sitePaths';
import words from '@/messages/en/MyCenter.json';
import { useHydrated } from '@/stores/persisted';
import { useSite } from '@/stores/site';
import { fromCenterList, type CenterList } from './centerList';
import styles from './CenterFinder.module.css';

/** The chosen center, once the stored choice is loaded (the server never knows it). */
export function useMyCenterId(): string | undefined {
  const hydrated = useHydrated(useSite);
  const chosen = useSite((state) => state.chosenCenterId);
  return hydrated ? chosen : undefined;
}

function MyCenterStatus({ line }: { line: ReturnType<typeof openNowLine> }) {
  return line ? (
    <p className={styles.myCenterStatus} data-tone={line.tone}>
      {line.text}
    </p>
  ) : null;
}

/**
 * The search at the top of Find a Location and the guest's own center beside it. Choosing a
 * center, here or on its card, makes it the guest's center across the site.
 */
function CenterFinderSearchBody({
  centerList,
  myCenterHeadingLevel,
}: {
  centerList: CenterList;
  /** One level below the block's heading, which is the page's h1 on Find a Location. */
  myCenterHeadingLevel: 2 | 3;
}) {
  const MyCenterHeading = `h${myCenterHeadingLevel}` as const;
  const centers = useMemo(() => fromCenterList(centerList), [centerList]);
  const myCenterId = useMyCenterId();
  const chooseCenter = useSite((state) => state.chooseCenter);
  const bookPartyAt = useSite((state) => state.bookPartyAt);
  const mine = centers.find((center) => center.id === myCenterId);
  const now = useMinute(centerList.renderedAt);
  const speech = useStatusSpeech();
  const { say } = speech;
  const statusOf = (listing: CenterListing) =>
    openNowLine(listing.notOpen ?? { status: 'open' }, listing, now, speech);
  const [announcement, setAnnouncement] = useState('');
  // The search announces its own choice; cards further down the page rely on this one.
  const chosenInSearch = useRef(false);

  useEffect(
    () =>
      useSite.subscribe((state, previous) => {
        // Only a choice the guest made is announced, not the saved one arriving.
        const id = state.chosenCenterId;
        if (state.centerChoices === previous.centerChoices || !id) return;
        const center = centers.find((candidate) => candidate.id === id);
        if (center && !chosenInSearch.current)
          setAnnouncement(fill(say(words.nowYourCenter), { name: center.name }));
        chosenInSearch.current = false;
      }),
    [centers, say],
  );

  return (
    <div className={styles.finder}>
      <div className={styles.searchCard}>
        <CenterSearch
          centers={centers}
          label={say(words.searchLabel)}
          idPrefix="center-finder"
          selectedId={myCenterId}
          onSelect={(center) => {
            chosenInSearch.current = true;
            chooseCenter(center.id);
          }}
          statusOf={(choice) => {
            const listing = centers.find((center) => center.id === choice.id);
            return listing && statusOf(listing);
          }}
        />
      </div>
      <section className={styles.myCenter} aria-labelledby="my-center-heading">
        <MyCenterHeading id="my-center-heading" className={styles.myCenterHeading}>
          <span className={styles.star} aria-hidden="true">
            ★
          </span>{' '}
          {say(words.myCenter)}
        </MyCenterHeading>
        {mine ? (
          <>
            <p className={styles.myCenterName}>{mine.name}</p>
            <MyCenterStatus line={statusOf(mine)} />
            <p className={styles.myCenterAddress}>
              {mine.address}
              <br />
              {cityLine(mine)}
            </p>
            <div className={styles.actions}>
              <SiteLink href={BOOKING_WIDGET_HREF} onClick={() => bookPartyAt(mine.id)}>
                {say(words.bookAParty)}
              </SiteLink>
              <a href={telHref(mine.phone)}>{fill(say(words.call), { phone: mine.phone })}</a>
              <a href={directionsHref(mine)}>{say(words.directions)}</a>
            </div>
            <SiteLink href={centerPath(mine.slug)} className={styles.details}>
              {say(words.hoursAndDetails)}{' '}
              <span className="visually-hidden">
                {fill(say(words.ofCenter), { name: mine.name })}
              </span>
            </SiteLink>
          </>
        ) : (
          <p className={styles.myCenterEmpty}>
            {say(words.chooseHint)} <strong>{say(words.makeThisMyCenter)}</strong>.{' '}
            {say(words.rememberHint)}
          </p>
        )}
      </section>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const CenterFinderSearch = withTranslations(CenterFinderSearchBody);
