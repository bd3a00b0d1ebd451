import { priceTier, type Center } from '@/lib/centers';

function center(id: string, name: string, tier: Center['priceTier']): Center {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    state: 'Texas',
    city: name,
    address: '1 Main St',
    postalCode: '77494',
    coordinates: { latitude: 29.78, longitude: -95.78 },
    phone: '(281) 555-0137',
    hours: [],
    priceTier: tier,
    deliveryStoreIds: {},
  };
}

const katy = center('251', 'Katy', 2);
const lubbock = center('261', 'Lubbock', 1);

describe('priceTier', () => {
  it("is the center's tier", () => {
    expect(priceTier(katy)).toBe(2);
    expect(priceTier(lubbock)).toBe(1);
    expect(priceTier(undefined)).toBeUndefined();
  });

  it('finds the tier by center name, whatever the case', () => {
    expect(priceTier('lubbock', [katy, lubbock])).toBe(1);
    expect(priceTier(' Katy ', [katy, lubbock])).toBe(2);
  });

  it('is unknown for a name that is not a center, so no price is guessed', () => {
    expect(priceTier('Tempe', [katy, lubbock])).toBeUndefined();
  });
});
