/*
 * The booking flow's fixed choices, without the store: server code (the check of a booking's mail)
 * reads them too, and may not load React's hooks.
 */

export const BOOKING_TYPES = ['birthday'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** When in the day a family would like the party; the center confirms the exact start time. */
export const TIMES_OF_DAY = ['Morning', 'Afternoon', 'Evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
