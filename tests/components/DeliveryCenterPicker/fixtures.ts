import type { DeliveryCenter } from '@/lib/centers/deliveryChoice';
import type { Entry } from '@/lib/cms/types';
import { entry } from '@/tests/support/entries';

const center = (
  id: string,
  name: string,
  state: string,
  priceTier: DeliveryCenter['priceTier'],
  deliveryStoreIds: DeliveryCenter['deliveryStoreIds'],
): DeliveryCenter => ({ id, name, state, priceTier, deliveryStoreIds });

/** Delivery centers as the islands get them: Arizona tier 3, Texas tiers 1 and 2, one without stores. */
export const TEMPE = center('101', 'Tempe', 'Arizona', 3, {
  doordash: '3452065',
  ubereats: 'EhXGe7AY2hyoqW8yJ8fgkB',
});
export const CHANDLER = center('102', 'Chandler', 'Arizona', 3, { doordash: '3161646' });
export const TULSA = center('232', 'Tulsa', 'Oklahoma', 1, {
  doordash: '2304926',
  ubereats: 'IAZZa4hVQuPhUCUJHuVLuw',
});
export const PLANO = center('256', 'Plano', 'Texas', 2, {
  doordash: '5317357',
  ubereats: 'rcS3Ol3vSz6kn9KAMlzJlx',
});
export const ALBUQUERQUE = center('211', 'Albuquerque', 'New Mexico', 1, {});

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
        timeZone: 'America/Phoenix',
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
      timeZone: 'America/Indiana/Indianapolis',
      deliveryStoreIds: { doordash: '8322970' },
    }),
  ];
}
