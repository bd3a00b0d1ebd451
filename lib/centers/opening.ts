import { dayAt, longDayLabel, midnightAt } from '@/lib/dates';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/OpenNow.json';
import type { Center } from './model';
import { ENGLISH_SPEECH, type StatusSpeech } from './openNow';

/*
 * Whether a center is open, coming soon or temporarily closed, from its entry's opening date and
 * closed switch, measured on the center's own clock. Browser-safe: the server decides with the
 * site's clock (lib/clock.ts) and hands islands the answer as plain data.
 */

export type CenterOpening =
  { status: 'open' } | { status: 'comingSoon'; opensOn: string } | { status: 'temporarilyClosed' };

type OpeningFacts = Pick<Center, 'timeZone' | 'openingDate' | 'temporarilyClosed'>;

export function centerOpening(center: OpeningFacts, now: Date): CenterOpening {
  if (center.temporarilyClosed) return { status: 'temporarilyClosed' };
  if (center.openingDate && dayAt(center.timeZone, now) < center.openingDate) {
    return { status: 'comingSoon', opensOn: center.openingDate };
  }
  return { status: 'open' };
}

/** Centers a guest can choose for a party, a season pass or delivery: open ones only. */
export function openCenters<C extends OpeningFacts>(centers: readonly C[], now: Date): C[] {
  return centers.filter((center) => centerOpening(center, now).status === 'open');
}

/**
 * "Our newest center": the open center with the latest opening date. Centers without a date
 * opened before any dated one.
 */
export function newestCenter<C extends OpeningFacts>(
  centers: readonly C[],
  now: Date,
): C | undefined {
  return openCenters(centers, now)
    .filter((center) => center.openingDate)
    .reduce<C | undefined>(
      (newest, center) => (newest && newest.openingDate! >= center.openingDate! ? newest : center),
      undefined,
    );
}

/** The first moment (midnight on the center's clock) a coming-soon center opens, after `now`. */
export function nextOpening(centers: readonly OpeningFacts[], now: Date): number | undefined {
  const moments = centers.flatMap((center) => {
    const opening = centerOpening(center, now);
    return opening.status === 'comingSoon' ? [midnightAt(center.timeZone, opening.opensOn)] : [];
  });
  return moments.length > 0 ? Math.min(...moments) : undefined;
}

/**
 * What guests read instead of a center's hours while it is not open, in the page's language
 * (spoken as the open-now status is; English when not given).
 */
export function notOpenNote(
  opening: Exclude<CenterOpening, { status: 'open' }>,
  speech: StatusSpeech = ENGLISH_SPEECH,
): string {
  return opening.status === 'comingSoon'
    ? fill(speech.say(words.comingSoonOpens), {
        day: longDayLabel(opening.opensOn, speech.locale),
      })
    : speech.say(words.temporarilyClosed);
}

/** Why a center that is not open cannot be chosen, as a form field's message. */
export function notChoosableReason(
  name: string,
  opening: Exclude<CenterOpening, { status: 'open' }>,
): string {
  return opening.status === 'comingSoon'
    ? `${name} opens on ${longDayLabel(opening.opensOn)}. Please choose an open center.`
    : `${name} is temporarily closed. Please choose another center.`;
}
