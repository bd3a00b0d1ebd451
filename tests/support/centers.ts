import type { Center } from '@/lib/centers';
import type { CenterSummary } from '@/lib/centers/nearest';

/** A center as lib/centers models it, with made-up details; tests set what they look at. */
export function aCenter(id: string, name: string, fields: Partial<Center> = {}): Center {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    state: 'Texas',
    city: name,
    address: '1 Main St',
    postalCode: '77494',
    coordinates: { latitude: 29.78, longitude: -95.78 },
    phone: '(281) 555-0137',
    hours: [],
    specialHours: [],
    priceTier: 2,
    deliveryStoreIds: {},
    venues: ['bowling', 'arcade'],
    timeZone: 'America/Chicago',
    openingDate: undefined,
    temporarilyClosed: false,
    accessFeatures: [],
    sensoryFriendlySessions: [],
    ...fields,
  };
}

/**
 * Tulsa (232) as the booking steps receive their centers: the one center the birthday widget and
 * form offer in their tests, with the address and phone its summary shows.
 */
export const TULSA: CenterSummary = {
  id: '232',
  name: 'Tulsa',
  slug: 'tulsa',
  state: 'Oklahoma',
  city: 'Tulsa',
  address: '7021 S Memorial Dr',
  postalCode: '74133',
  coordinates: { latitude: 36.0654, longitude: -95.8866 },
  phone: '(918) 555-0134',
  hours: [],
};
