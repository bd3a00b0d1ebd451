import { FORM_NAMESPACES, type IslandNamespace } from '@/lib/i18n';

/** What the selector and the birthday booking it starts say, for their islands' translations. */
export const BOOKING_NAMESPACES: readonly IslandNamespace[] = [
  ...FORM_NAMESPACES,
  'Birthday',
  'CenterSearch',
];
