import 'server-only';
import { config } from './config';

/**
 * The moment the site renders as: what dated content, center openings and cache boundaries are
 * measured against. The real time, unless `SITE_CLOCK` fixes it (lib/config.ts).
 */
export function siteNow(): Date {
  const fixed = config().siteClock;
  return new Date(fixed ?? Date.now());
}
