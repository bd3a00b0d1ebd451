import { z } from 'zod';
import { centerEntrySchema } from '@/lib/centers';
import { stateCode } from '@/lib/centers/states';
import { entryId } from '@/lib/cms/fields';
import { formatPrice } from '@/lib/format';
import { translator, type Locale } from '@/lib/i18n';
import { segmentSlug } from '@/lib/cms/page';
import { log } from '@/lib/log';
import { centersToday } from '../new-center-events/schema';

/**
 * A job opening (content type `jobOpening`, docs/decisions/0017-careers.md): one role at one
 * center, with what a job seeker and a search engine's JobPosting need.
 */

export const JOB_OPENING_TYPE = 'jobOpening';

/** The departments a guest narrows the list by. */
export const DEPARTMENTS = [
  'Guest Experience',
  'Food & Beverage',
  'Events & Parties',
  'Attractions & Maintenance',
  'Management',
] as const;

/** Editors' words for the kinds of employment, and schema.org's employmentType for each. */
export const EMPLOYMENT_TYPES = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Seasonal: 'TEMPORARY',
} as const;

export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

/**
 * The catalogue's word for each department and kind of employment: editors pick from these fixed
 * lists, so a guest reads them in the page's language like the rest of the interface.
 */
const DEPARTMENT_WORDS = {
  'Guest Experience': 'guestExperience',
  'Food & Beverage': 'foodAndBeverage',
  'Events & Parties': 'eventsAndParties',
  'Attractions & Maintenance': 'attractionsAndMaintenance',
  Management: 'management',
} as const satisfies Record<(typeof DEPARTMENTS)[number], string>;

const EMPLOYMENT_TYPE_WORDS = {
  'Full-time': 'fullTime',
  'Part-time': 'partTime',
  Seasonal: 'seasonal',
} as const satisfies Record<EmploymentType, string>;

/** How a pay range is counted, and schema.org's unitText for it. */
export const PAY_UNITS = { hour: 'HOUR', year: 'YEAR' } as const;

/** A Contentful Date field: 'YYYY-MM-DD', or a date-time whose day is kept. */
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:T.*)?$/, 'must be a date (YYYY-MM-DD)')
  .transform((value) => value.slice(0, 10));

const pay = z.number().positive().max(1_000_000).optional();

export const jobOpeningEntry = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal(JOB_OPENING_TYPE) }),
    fields: z.object({
      // An application sends the title as its Position, which starts with a letter or digit like
      // every text answer (docs/rules/validation.md#text-and-select).
      title: z
        .string()
        .trim()
        .min(1)
        .max(80)
        .regex(/^[\p{L}\d]/u, 'must start with a letter or digit'),
      slug: segmentSlug,
      department: z.enum(DEPARTMENTS),
      center: centerEntrySchema,
      employmentType: z.enum(Object.keys(EMPLOYMENT_TYPES) as [EmploymentType]),
      payMin: pay,
      payMax: pay,
      payUnit: z.enum(['hour', 'year']).default('hour'),
      description: z.string().trim().min(1).max(1000),
      responsibilities: z.array(z.string().trim().min(1).max(160)).max(8).default([]),
      datePosted: calendarDay,
      validThrough: calendarDay,
    }),
  })
  .refine(({ fields }) => fields.payMax === undefined || fields.payMin !== undefined, {
    message: 'a pay range needs its minimum (payMin)',
  })
  .refine(({ fields }) => (fields.payMax ?? Infinity) >= (fields.payMin ?? 0), {
    message: 'payMax is below payMin',
  })
  .refine(({ fields }) => fields.validThrough >= fields.datePosted, {
    message: 'validThrough is before datePosted',
  })
  .transform(({ sys, fields: { center, ...fields } }) => ({
    id: sys.id,
    ...fields,
    center: {
      id: center.id,
      name: center.name,
      city: center.city,
      state: center.state,
      stateCode: stateCode(center.state),
      address: center.address,
      postalCode: center.postalCode,
    },
  }));

export type JobOpening = z.output<typeof jobOpeningEntry>;

/**
 * The openings guests see, newest first: an entry that does not parse is logged and left out, as
 * is an opening whose last day has passed at the centers or a second opening with a slug already
 * taken (the slug is what the Apply link carries).
 */
export function openingsFrom(entries: readonly unknown[], now: Date): JobOpening[] {
  const today = centersToday(now);
  const bySlug = new Map<string, JobOpening>();
  for (const entry of entries) {
    const result = jobOpeningEntry.safeParse(entry);
    if (!result.success) {
      log.warn(
        { id: entryId(entry), reason: z.prettifyError(result.error) },
        'job opening skipped',
      );
      continue;
    }
    const opening = result.data;
    if (opening.validThrough < today) continue;
    if (bySlug.has(opening.slug)) {
      log.warn({ id: opening.id, slug: opening.slug }, 'job opening slug repeated, skipped');
      continue;
    }
    bySlug.set(opening.slug, opening);
  }
  return [...bySlug.values()].sort((a, b) =>
    a.datePosted < b.datePosted ? 1 : a.datePosted > b.datePosted ? -1 : 0,
  );
}

/** The opening's department in the page's language. */
export const departmentName = (opening: Pick<JobOpening, 'department'>, locale: Locale) =>
  translator('Blocks', locale)(DEPARTMENT_WORDS[opening.department]);

/** The opening's kind of employment in the page's language ('Part-time'). */
export const employmentTypeName = (opening: Pick<JobOpening, 'employmentType'>, locale: Locale) =>
  translator('Blocks', locale)(EMPLOYMENT_TYPE_WORDS[opening.employmentType]);

/** '$15.00–$18.00 an hour', '$52,000 a year', 'From $16.00 an hour'; undefined without pay. */
export function payRange(
  opening: Pick<JobOpening, 'payMin' | 'payMax' | 'payUnit'>,
  locale: Locale,
) {
  const { payMin, payMax, payUnit } = opening;
  if (payMin === undefined) return undefined;
  const t = translator('Blocks', locale);
  const yearly = payUnit === 'year';
  const money = (amount: number) =>
    yearly
      ? `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`
      : formatPrice(amount);
  if (payMax === undefined) {
    return t(yearly ? 'payFromAYear' : 'payFromAnHour', { amount: money(payMin) });
  }
  const amount = payMax === payMin ? money(payMin) : `${money(payMin)}–${money(payMax)}`;
  return t(yearly ? 'payAYear' : 'payAnHour', { amount });
}
