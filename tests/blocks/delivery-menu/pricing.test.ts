import {
  findDeliveryCenter,
  pricingCenter,
  tierPrice,
  toDeliveryCenters,
  type DeliveryCenter,
} from '@/lib/centers/deliveryChoice';
import { centerTitle } from '@/lib/centers/states';
import { aCenter } from '@/tests/support/centers';
import {
  DELIVERY_CENTERS,
  PLANO,
  TEMPE,
  TULSA,
} from '../../components/DeliveryCenterPicker/fixtures';

const WINGS = [9.49, 10.49, 11.49] as const;

describe('tier pricing of delivery menu items', () => {
  it('picks the price of the tier: tier 1 first, tier 3 last', () => {
    expect(tierPrice(WINGS, 1)).toBe(9.49);
    expect(tierPrice(WINGS, 2)).toBe(10.49);
    expect(tierPrice(WINGS, 3)).toBe(11.49);
  });

  it('has no price without a tier, rather than a wrong one', () => {
    expect(tierPrice(WINGS, undefined)).toBeUndefined();
  });

  it('prices with the stored center’s tier', () => {
    expect(tierPrice(WINGS, pricingCenter(DELIVERY_CENTERS, TEMPE.id)?.priceTier)).toBe(11.49);
    expect(tierPrice(WINGS, pricingCenter(DELIVERY_CENTERS, PLANO.id)?.priceTier)).toBe(10.49);
    expect(tierPrice(WINGS, pricingCenter(DELIVERY_CENTERS, TULSA.id)?.priceTier)).toBe(9.49);
  });

  it('prices with no center when none is stored, the stored one is gone or has no tier', () => {
    const untiered: DeliveryCenter = { ...TEMPE, id: '999', priceTier: undefined };
    expect(pricingCenter(DELIVERY_CENTERS, undefined)).toBeUndefined();
    expect(pricingCenter(DELIVERY_CENTERS, '404')).toBeUndefined();
    expect(pricingCenter([...DELIVERY_CENTERS, untiered], '999')).toBeUndefined();
    expect(findDeliveryCenter([...DELIVERY_CENTERS, untiered], '999')).toBe(untiered);
  });

  it('names a center with its state', () => {
    expect(centerTitle(TEMPE)).toBe('Tempe, AZ');
  });
});

describe('the centers the delivery islands get', () => {
  it('keeps every center by state then name, Indiana’s too, with only what the islands use', () => {
    const centers = [
      aCenter('252', 'Sugar Land', { priceTier: 2, deliveryStoreIds: { doordash: '1136077' } }),
      aCenter('101', 'Tempe', {
        state: 'AZ',
        priceTier: 3,
        deliveryStoreIds: { doordash: '3452065', ubereats: 'EhXGe7AY2hyoqW8yJ8fgkB' },
      }),
      aCenter('271', 'Fishers', { state: 'Indiana' }),
      aCenter('251', 'Katy', { priceTier: 1 }),
    ];
    expect(toDeliveryCenters(centers)).toEqual([
      {
        id: '101',
        name: 'Tempe',
        state: 'Arizona',
        priceTier: 3,
        deliveryStoreIds: { doordash: '3452065', ubereats: 'EhXGe7AY2hyoqW8yJ8fgkB' },
      },
      { id: '271', name: 'Fishers', state: 'Indiana', priceTier: 2, deliveryStoreIds: {} },
      { id: '251', name: 'Katy', state: 'Texas', priceTier: 1, deliveryStoreIds: {} },
      {
        id: '252',
        name: 'Sugar Land',
        state: 'Texas',
        priceTier: 2,
        deliveryStoreIds: { doordash: '1136077' },
      },
    ]);
  });
});
