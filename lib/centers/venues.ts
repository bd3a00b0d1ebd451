/**
 * The venues a center can have: each experience belongs to one, and the experience slider shows a
 * guest only the experiences at their center's venues (docs/rules/screens-and-routes.md#sliders).
 * Browser code reads this list too, so it holds no server-only import.
 */
export const VENUE_KEYS = [
  'bowling',
  'arcade',
  'laser-tag',
  'escape-rooms',
  'virtual-reality',
  'bumper-cars',
] as const;

export type VenueKey = (typeof VENUE_KEYS)[number];
