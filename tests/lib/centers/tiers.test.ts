import { priceTier, type Center } from '@/lib/centers';
import { aCenter } from '@/tests/support/centers';

const center = (id: string, name: string, priceTier: Center['priceTier']) =>
  aCenter(id, name, { priceTier });

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
