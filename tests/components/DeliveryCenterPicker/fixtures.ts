import type { DeliveryCenter } from '@/lib/centers/deliveryChoice';
import type { Entry } from '@/lib/cms/types';
import { entry } from '@/tests/support/entries';

/** Delivery centers as the islands get them: Arizona tier 3, Texas tiers 1 and 2, one without stores. */
export const TEMPE: DeliveryCenter = {
  id: '101',
  name: 'Tempe',
  state: 'Arizona',
  priceTier: 3,
  deliveryStoreIds: { doordash: '3452065', ubereats: 'EhXGe7AY2hyoqW8yJ8fgkB' },
};
export const CHANDLER: DeliveryCenter = {
  id: '102',
  name: 'Chandler',
  state: 'Arizona',
  priceTier: 3,
  deliveryStoreIds: { doordash: '3161646' },
};
export const TULSA: DeliveryCenter = {
  id: '232',
  name: 'Tulsa',
  state: 'Oklahoma',
  priceTier: 1,
  deliveryStoreIds: { doordash: '2304926', ubereats: 'IAZZa4hVQuPhUCUJHuVLuw' },
};
export const PLANO: DeliveryCenter = {
  id: '256',
  name: 'Plano',
  state: 'Texas',
  priceTier: 2,
  deliveryStoreIds: { doordash: '5317357', ubereats: 'rcS3Ol3vSz6kn9KAMlzJlx' },
};
export const ALBUQUERQUE: DeliveryCenter = {
  id: '211',
  name: 'Albuquerque',
  state: 'New Mexico',
  priceTier: 1,
  deliveryStoreIds: {},
};

export const DELIVERY_CENTERS: DeliveryCenter[] = [PLANO, TEMPE, TULSA, ALBUQUERQUE, CHANDLER];

/** The same centers as CMS entries, plus an Indiana center. */
export function centerEntries(): Entry[] {
  const coordinates = { latitude: 33.35, longitude: -111.96 };
  return [
    ...DELIVERY_CENTERS.map((center) =>
      entry('center', {
        centerId: center.id,
        name: center.name,
        slug: center.name.toLowerCase().replace(/\W+/g, '-'),
        state: center.state,
        city: center.name,
        address: '1 Main St',
        postalCode: '85284',
        ...coordinates,
        phone: '(480) 555-0142',
        priceTier: center.priceTier,
        deliveryStoreIds: center.deliveryStoreIds,
      }),
    ),
    entry('center', {
      centerId: '271',
      name: 'Fishers',
      slug: 'fishers',
      state: 'Indiana',
      city: 'Fishers',
      address: '1 Main St',
      postalCode: '46037',
      ...coordinates,
      phone: '(317) 555-0142',
      priceTier: 2,
      deliveryStoreIds: { doordash: '8322970' },
    }),
  ];
}
