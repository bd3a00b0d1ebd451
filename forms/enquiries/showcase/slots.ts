import { optionsOf } from '../options';

/**
 * The showcase's sessions (docs/rules/limits.md#escape-room-and-showcase): half an hour from 1pm
 * CST on the Wednesdays February 3, 10, 17 and 24 and the Thursdays February 11 and 25, in
 * calendar order. No year is given, so none is shown. Each label says the weekday, the day and
 * the time zone in full, so a guest outside Central time reads the time right; the venue receives
 * the same words.
 */

const SESSION_TIME = '1pm to 1:30pm CST';

const SESSION_DAYS = [
  'Wednesday, February 3',
  'Wednesday, February 10',
  'Thursday, February 11',
  'Wednesday, February 17',
  'Wednesday, February 24',
  'Thursday, February 25',
] as const;

export const SHOWCASE_SESSIONS: readonly string[] = SESSION_DAYS.map(
  (day) => `${day}, ${SESSION_TIME}`,
);

/** The last choice, for guests who want to hear more before picking a session. */
export const SHOWCASE_UNSURE = "I'm not sure and need more information";

export const showcaseDateOptions = optionsOf([...SHOWCASE_SESSIONS, SHOWCASE_UNSURE]);
