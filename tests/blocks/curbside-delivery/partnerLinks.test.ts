import { DELIVERY_PARTNERS, deliveryStoreUrl } from '@/lib/centers/delivery';
import { partnerLinks } from '@/lib/centers/deliveryChoice';
import { aCenter } from '@/tests/support/centers';
import { ALBUQUERQUE, CHANDLER, TEMPE } from '../../components/DeliveryCenterPicker/fixtures';

describe('delivery partner links', () => {
  it('links to the center’s store page at each partner', () => {
    expect(partnerLinks(TEMPE)).toEqual([
      {
        partner: 'doordash',
        name: 'DoorDash',
        href: 'https://www.doordash.com/store/3452065/',
        storePage: true,
      },
      {
        partner: 'ubereats',
        name: 'Uber Eats',
        href: 'https://www.ubereats.com/store/EhXGe7AY2hyoqW8yJ8fgkB',
        storePage: true,
      },
    ]);
  });

  it('falls back to the partner’s page for a partner the center has no store with', () => {
    expect(partnerLinks(CHANDLER).map(({ href, storePage }) => ({ href, storePage }))).toEqual([
      { href: 'https://www.doordash.com/store/3161646/', storePage: true },
      { href: 'https://www.ubereats.com/', storePage: false },
    ]);
  });

  it('falls back for a center without store ids, and before a center is chosen', () => {
    const fallbacks = ['https://www.doordash.com/', 'https://www.ubereats.com/'];
    expect(partnerLinks(ALBUQUERQUE).map((link) => link.href)).toEqual(fallbacks);
    expect(partnerLinks(undefined).map((link) => link.href)).toEqual(fallbacks);
    expect(partnerLinks(undefined).every((link) => !link.storePage)).toBe(true);
  });

  it('gives the same addresses as deliveryStoreUrl', () => {
    for (const ids of [TEMPE.deliveryStoreIds, CHANDLER.deliveryStoreIds, {}]) {
      const center = aCenter('1', 'Somewhere', { deliveryStoreIds: ids });
      expect(partnerLinks(center).map((link) => link.href)).toEqual([
        deliveryStoreUrl(center, 'doordash'),
        deliveryStoreUrl(center, 'ubereats'),
      ]);
    }
    expect(partnerLinks(undefined).map((link) => link.href)).toEqual([
      DELIVERY_PARTNERS.doordash.fallbackUrl,
      DELIVERY_PARTNERS.ubereats.fallbackUrl,
    ]);
  });

  it('keeps a store id to one path segment', () => {
    const [doordash] = partnerLinks({ deliveryStoreIds: { doordash: 'a/b?c' } });
    expect(doordash!.href).toBe('https://www.doordash.com/store/a%2Fb%3Fc/');
  });
});
