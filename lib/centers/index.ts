import 'server-only';
export {
  CENTER_CONTENT_TYPE,
  centerEntrySchema,
  centersFromEntries,
  findCenter,
  type AccessFeature,
  type Center,
  type OpeningHours,
  type PriceTier,
} from './model';
export { centerOptionGroups, centerTitle, centersByState, type StateGroup } from './states';
export { priceTier } from './tiers';
export { VENUE_KEYS, type VenueKey } from './venues';
export {
  DELIVERY_PARTNERS,
  DELIVERY_PARTNER_IDS,
  deliveryStoreUrl,
  type DeliveryPartner,
} from './delivery';
export { telHref } from './phone';
export {
  MAX_QUERY_LENGTH,
  distanceMiles,
  nearestCenters,
  originFor,
  toCenterChoice,
  toCenterListing,
  toCenterSummary,
  type CenterChoice,
  type CenterListing,
  type CenterPlace,
  type CenterSummary,
  type Coordinates,
} from './nearest';
export {
  centerOpening,
  newestCenter,
  notChoosableReason,
  notOpenNote,
  openCenters,
  type CenterOpening,
} from './opening';
export { getCenters } from './read';
