/**
 * The events marketing measures, each with the only fields it may carry. None carries personal
 * data: every value is a count or a code (a season, a form, a center or package id), never a
 * name, an email, a phone, a card number or anything a guest typed.
 */
export interface AnalyticsEvents {
  season_pass_registered: { cards: number; season: 'summer' | 'winter' };
  birthday_booking_started: { center_id?: string };
  birthday_request_sent: { package: string; kids: number; center_id: string };
  enquiry_sent: { form: string; center_id?: string };
  delivery_partner_clicked: { partner: string; center_id?: string };
  search: { result_count: number };
  language_switched: { language: 'en' | 'es' };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

const FIELDS: { [Name in AnalyticsEventName]: readonly (keyof AnalyticsEvents[Name])[] } = {
  season_pass_registered: ['cards', 'season'],
  birthday_booking_started: ['center_id'],
  birthday_request_sent: ['package', 'kids', 'center_id'],
  enquiry_sent: ['form', 'center_id'],
  delivery_partner_clicked: ['partner', 'center_id'],
  search: ['result_count'],
  language_switched: ['language'],
};

/** A code: letters, digits, hyphens and underscores, as ids, slugs and form names are written. */
const CODE = /^[A-Za-z0-9][\w-]{0,63}$/;
const isCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100_000;

/**
 * The dataLayer entry of an event: its name and its own fields. Undefined when a field is not a
 * count or a code, which is how a name or an email would look; the event is then not sent.
 */
export function analyticsEvent<Name extends AnalyticsEventName>(
  name: Name,
  fields: AnalyticsEvents[Name],
): Record<string, string | number> | undefined {
  const entry: Record<string, string | number> = { event: name };
  for (const key of FIELDS[name]) {
    const value: unknown = fields[key];
    if (value === undefined) continue;
    const allowed =
      (typeof value === 'number' && isCount(value)) ||
      (typeof value === 'string' && CODE.test(value));
    if (!allowed) return undefined;
    entry[key as string] = value as string | number;
  }
  return entry;
}
