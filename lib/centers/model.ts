import 'server-only';
import { z } from 'zod';
import type { Entry } from '@/lib/cms/types';
import { log } from '@/lib/log';
import { ACCESS_FEATURES, CENTER_TIME_ZONES } from '@/cms/enumerations.mjs';
import { calendarDay, specialHoursDay, timeOfDay } from './specialHours';
import { weekdaysOf } from './openNow';
import { usState } from './states';
import { VENUE_KEYS } from './venues';

export const CENTER_CONTENT_TYPE = 'center';

const text = z.string().trim().min(1, 'must not be empty');

/** Editors type phone numbers in many ways; guests always see one format. */
const phone = z
  .string()
  .transform((value) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine((digits) => /^\d{10}$/.test(digits), 'must be a 10-digit US phone number')
  .transform((digits) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);

const openingHours = z.object({
  // The days are read to tell whether the center is open now, so they must be days.
  days: text.refine(
    (days) => weekdaysOf(days) !== undefined,
    "must be days like 'Sun–Thu', 'Fri' or 'Mon, Wed'",
  ),
  open: timeOfDay,
  close: timeOfDay,
});

// A store id becomes one path segment of the partner's URL, so nothing that could change the path.
// A cleared id ('') means the center has no store with that partner.
const storeId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^[\w-]+$/, 'must be a store id, not a URL')
    .optional(),
);

const centerFields = z.object({
  centerId: z.string().trim().regex(/^\d+$/, 'must be digits only'),
  name: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  // Stored as the state's name, so every list groups 'TX' and 'Texas' together.
  state: z.string().transform((state, context) => {
    const known = usState(state);
    if (!known) context.addIssue({ code: 'custom', message: "must be a US state's name or code" });
    return known?.name ?? state;
  }),
  city: text,
  address: text,
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(?:-\d{4})?$/, 'must be a ZIP code'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone,
  hours: z.array(openingHours).default([]),
  specialHours: z.array(specialHoursDay).default([]),
  priceTier: z.literal([1, 2, 3], 'must be 1, 2 or 3'),
  deliveryStoreIds: z
    .object({ doordash: storeId.optional(), ubereats: storeId.optional() })
    .default({}),
  // Which experiences the center offers; a repeated key counts once.
  venues: z
    .array(z.enum(VENUE_KEYS, `must be one of ${VENUE_KEYS.join(', ')}`))
    .default([])
    .transform((keys) => [...new Set(keys)]),
  timeZone: z.enum(CENTER_TIME_ZONES, `must be one of ${CENTER_TIME_ZONES.join(', ')}`),
  // Contentful's Date field may carry a time; the center's calendar day is what counts.
  openingDate: calendarDay.optional(),
  temporarilyClosed: z.boolean().default(false),
  // A repeated feature counts once; the page lists them in the enumeration's order.
  accessFeatures: z
    .array(z.enum(ACCESS_FEATURES, `must be one of ${ACCESS_FEATURES.join(', ')}`))
    .default([])
    .transform((features) => ACCESS_FEATURES.filter((feature) => features.includes(feature))),
  sensoryFriendlySessions: z.array(openingHours).default([]),
});

/** Maps a resolved `center` entry to the model the site uses; the booking platform's id is the key. */
export const centerEntrySchema = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal(CENTER_CONTENT_TYPE) }),
    fields: centerFields,
  })
  .transform(({ fields }) => ({
    id: fields.centerId,
    name: fields.name,
    slug: fields.slug,
    state: fields.state,
    city: fields.city,
    address: fields.address,
    postalCode: fields.postalCode,
    coordinates: { latitude: fields.latitude, longitude: fields.longitude },
    phone: fields.phone,
    hours: fields.hours,
    specialHours: fields.specialHours,
    priceTier: fields.priceTier,
    deliveryStoreIds: fields.deliveryStoreIds,
    venues: fields.venues,
    timeZone: fields.timeZone,
    openingDate: fields.openingDate,
    temporarilyClosed: fields.temporarilyClosed,
    accessFeatures: fields.accessFeatures,
    sensoryFriendlySessions: fields.sensoryFriendlySessions,
  }));

export type Center = z.output<typeof centerEntrySchema>;
export type PriceTier = Center['priceTier'];
export type OpeningHours = Center['hours'][number];
export type AccessFeature = Center['accessFeatures'][number];
export type { SpecialHours } from './specialHours';

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Every valid center, in content order. An invalid entry, or a second entry claiming an id
 * already taken, is logged and left out so that one editing slip never takes the other centers
 * off the site.
 */
export function centersFromEntries(entries: readonly Entry[]): Center[] {
  const byId = new Map<string, Center>();
  for (const entry of entries) {
    const result = centerEntrySchema.safeParse(entry);
    if (!result.success) {
      log.warn(
        { entryId: entry.sys.id, reason: describeIssues(result.error) },
        'Skipped an invalid center entry',
      );
      continue;
    }
    const center = result.data;
    if (byId.has(center.id)) {
      log.warn(
        {
          entryId: entry.sys.id,
          reason: `centerId ${center.id} is already used by another center`,
        },
        'Skipped an invalid center entry',
      );
      continue;
    }
    byId.set(center.id, center);
  }
  return [...byId.values()];
}

/** The center a guest chose, by its id (what selects submit) or its slug. */
export function findCenter(
  centers: readonly Center[],
  idOrSlug: string | undefined,
): Center | undefined {
  if (!idOrSlug) return undefined;
  return centers.find((center) => center.id === idOrSlug || center.slug === idOrSlug);
}
