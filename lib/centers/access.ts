import type { AccessFeature } from './model';

/** Each access feature as guests read it on a center's page. */
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, string> = {
  'step-free-entrance': 'Step-free entrance from the parking lot',
  'accessible-parking': 'Accessible parking spaces',
  'accessible-restrooms': 'Accessible restrooms',
  'wheelchair-accessible-lanes': 'Wheelchair-accessible lanes',
  'bowling-ramps': 'Bowling ramps and bumpers at any lane',
  'quiet-room': 'A quiet room for a break from the lights and sounds',
  'ear-defenders': 'Ear defenders to borrow',
};
