import { fill, sayer, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/ExperienceSlider.json';

/**
 * Which experiences a guest sees (docs/rules/screens-and-routes.md#sliders): those at the venues
 * of their chosen center, or every one when no known center is chosen. Plain data only: it runs
 * in the browser, where the guest's center is known.
 */

export const EXPERIENCE_SLIDER_AUTOPLAY_MS = 7000;

/**
 * 'Experiences at {center name or the company name}' (docs/rules/messages.md#screen-wording), in
 * the page's words when given its `say`.
 */
export const experienceSliderHeading = (name: string, say: Say = sayer([])) =>
  fill(say(words.heading), { name });

/** What the filter needs of a center: its name for the heading and its venues. */
export interface CenterVenues {
  name: string;
  venues: readonly string[];
}

export type CenterVenuesById = Readonly<Record<string, CenterVenues>>;

export interface ExperiencesAt<Card> {
  /** The chosen center's name, when the list is that center's. */
  centerName?: string;
  shown: Card[];
}

/**
 * The experiences at the chosen center. A center id the site does not know (a center since
 * closed, a stale browser) counts as no choice.
 */
export function experiencesAt<Card extends { venue: string }>(
  cards: readonly Card[],
  centers: CenterVenuesById,
  centerId: string | undefined,
): ExperiencesAt<Card> {
  const center = centerId && Object.hasOwn(centers, centerId) ? centers[centerId] : undefined;
  if (!center) return { shown: [...cards] };
  const venues = new Set(center.venues);
  return { centerName: center.name, shown: cards.filter((card) => venues.has(card.venue)) };
}
