import { z } from 'zod/mini';
import { BOOKING_TYPES, TIMES_OF_DAY } from './bookingChoices';
import { LANGUAGES } from './site';

/*
 * What each store keeps in localStorage, as schemas. Stored data is outside input (another tab, an
 * older release, a curious guest), so it is parsed before it reaches a store. This module loads
 * only when a store reads its saved data, so pages do not wait for zod (stores/persisted.ts).
 */

const text = z.string().check(z.maxLength(254));

/**
 * The cart (docs/rules/content-and-data.md#cart): where, when and who, plus the platform's summary
 * and account.
 */
export const cartSchema = z.object({
  location: z.optional(text),
  time: z.object({
    date: z.optional(z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/))),
  }),
  guests: z.object({
    howManyKids: z.optional(z.number().check(z.int(), z.gte(0), z.lte(99))),
    guestOfHonorName: z.optional(text),
    guestOfHonorAge: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120))),
    email: z.optional(text),
    firstName: z.optional(text),
    lastName: z.optional(text),
    phone: z.optional(text),
  }),
  summary: z.optional(z.object({ id: z.string().check(z.maxLength(64)) })),
  type: z.optional(z.string().check(z.maxLength(40))),
  accountId: z.optional(z.string().check(z.maxLength(64))),
});

export type Cart = z.output<typeof cartSchema>;

/**
 * Where a family is in the booking flow: step and type
 * (docs/rules/content-and-data.md#booking-flow). Step 1 is the selector, 2 the info step, 3 a
 * request that has been sent. The info step's own choices live here beside the cart: the package
 * (preselected when a family came from a package's Book Now), the preferred time of day, and the
 * reference of the request once it is sent.
 */
export const bookingFlowSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type: z.optional(z.enum(BOOKING_TYPES)),
  packageAnchor: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/))),
  timeOfDay: z.optional(z.enum(TIMES_OF_DAY)),
  reference: z.optional(z.string().check(z.regex(/^[A-Z]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}$/))),
});

export type BookingFlow = z.output<typeof bookingFlowSchema>;

/** A center's platform id (digits in the CMS); bounded so a tampered value cannot bloat state. */
const centerId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));

/**
 * The global state (deliveryCenter, languageToggle: docs/rules/content-and-data.md#global-state)
 * and the center a guest chose site-wide (docs/architecture.md#state): Find a Location, the
 * booking widget and center-aware blocks share it.
 */
export const siteSchema = z.object({
  chosenCenterId: z.optional(centerId),
  /** The center whose delivery partners and price tier the delivery menu uses. */
  deliveryCenter: z.optional(centerId),
  languageToggle: z._default(z.enum(LANGUAGES), 'en'),
});

export type SiteState = z.output<typeof siteSchema>;

/** Each store's saved part, as `persistedIn` reads it back. */
export const storedCart = z.object({ cart: cartSchema });
export const storedBookingFlow = bookingFlowSchema;
export const storedSite = siteSchema;
