import type { Center } from '@/lib/centers';

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
    priceTier: 2,
    deliveryStoreIds: {},
    venues: ['bowling', 'arcade'],
    ...fields,
  };
}
