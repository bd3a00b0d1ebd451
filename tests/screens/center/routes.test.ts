import { centerSlugs, deliveryPagePath, findCenterRoute } from '@/screens/center/routes';
import { aCenter } from '@/tests/support/centers';

const tempe = aCenter('101', 'Tempe');
const katy = aCenter('251', 'Katy');
// An editing slip: a second center with Tempe's slug.
const tempeAgain = aCenter('999', 'Tempe');

describe('/locations/{slug}/', () => {
  it('shows the center with that slug, the first one when two share it', () => {
    expect(findCenterRoute('tempe', [tempe, katy, tempeAgain])).toEqual({
      kind: 'center',
      center: tempe,
    });
  });

  it('is missing for an unknown slug or a center’s id', () => {
    expect(findCenterRoute('atlantis', [tempe, katy])).toEqual({ kind: 'missing' });
    expect(findCenterRoute('101', [tempe, katy])).toEqual({ kind: 'missing' });
  });

  it('is built once for each slug', () => {
    expect(centerSlugs([tempe, katy, tempeAgain])).toEqual(['tempe', 'katy']);
  });
});

describe('Order Delivery', () => {
  it('leads to the CMS page with slug delivery, or nowhere without one', () => {
    const pages = [
      { slug: 'delivery', type: 'event', path: '/events/group-events/delivery/' },
      { slug: 'delivery', type: 'page', path: '/delivery/' },
    ];
    expect(deliveryPagePath(pages)).toBe('/delivery/');
    expect(deliveryPagePath(pages.slice(0, 1))).toBeUndefined();
  });
});
