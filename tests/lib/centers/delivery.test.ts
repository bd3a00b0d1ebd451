import { DELIVERY_PARTNERS, deliveryStoreUrl, type Center } from '@/lib/centers';
import { aCenter } from '@/tests/support/centers';

const center = (id: string, name: string, deliveryStoreIds: Center['deliveryStoreIds']) =>
  aCenter(id, name, { deliveryStoreIds });

const katy = center('251', 'Katy', { doordash: '2284716', ubereats: 'q3Rk7mZcT9yVb1nXw2Lp0A' });
const newark = center('121', 'Newark', { doordash: '6667152' });

describe('deliveryStoreUrl', () => {
  it("links to the center's store page with each partner", () => {
    expect(deliveryStoreUrl(katy, 'doordash')).toBe('https://www.doordash.com/store/2284716/');
    expect(deliveryStoreUrl(katy, 'ubereats')).toBe(
      'https://www.ubereats.com/store/q3Rk7mZcT9yVb1nXw2Lp0A',
    );
  });

  it("falls back to the partner's generic page for an unknown center", () => {
    expect(deliveryStoreUrl(undefined, 'doordash')).toBe('https://www.doordash.com/');
    expect(deliveryStoreUrl(undefined, 'ubereats')).toBe('https://www.ubereats.com/');
  });

  it('falls back per partner when the center has no store with that partner', () => {
    expect(deliveryStoreUrl(newark, 'doordash')).toBe('https://www.doordash.com/store/6667152/');
    expect(deliveryStoreUrl(newark, 'ubereats')).toBe(DELIVERY_PARTNERS.ubereats.fallbackUrl);
  });

  it('names both partners for the guest', () => {
    expect(Object.values(DELIVERY_PARTNERS).map((partner) => partner.name)).toEqual([
      'DoorDash',
      'Uber Eats',
    ]);
  });
});
