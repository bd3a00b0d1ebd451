import type { Season, SeasonPassRegistration } from '@/lib/platform/schemas';
import { passNumbersOf } from './cards';
import type { SeasonPassFormValues } from './schema';

/**
 * The registration body: the documented payload, plus the honeypot's value only when it was
 * filled.
 */
export type SeasonPassPayload = SeasonPassRegistration & { website?: string };

/** The registration's source code: the season's first letter, 'SP' and the four-digit year. */
export function seasonSource(season: Season, date: Date): string {
  return `${season[0]}SP${String(date.getFullYear()).padStart(4, '0')}`;
}

/**
 * The season pass registration payload
 * (docs/rules/content-and-data.md#season-pass-registration-payload) from the form's validated
 * values: the phone is already digits only, the location is the chosen center's id and the pass
 * numbers are the filled cards, each once.
 */
export function buildSeasonPassPayload(
  values: SeasonPassFormValues,
  season: Season,
  now: Date,
): SeasonPassPayload {
  const payload: SeasonPassPayload = {
    type: season,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phone,
    emailAddress: values.email,
    locationId: values.location,
    passNumbers: passNumbersOf(values.cards),
    emailNotification: values.emailNotification,
    smsNotification: values.smsNotification,
    source: seasonSource(season, now),
  };
  if (values.website !== '') payload.website = values.website;
  return payload;
}
