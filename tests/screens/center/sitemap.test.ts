import sitemap from '@/app/sitemap';
import { centersFromEntries } from '@/lib/centers';
import { getCenterEntries } from '@/lib/cms';

// The sitemap of the embedded content (content/*.json).
const paths = async () => (await sitemap()).map(({ url }) => new URL(url).pathname);

describe('the sitemap', () => {
  it('lists every center’s page once, beside the CMS pages', async () => {
    const listed = await paths();
    const centerPages = listed.filter((path) => /^\/locations\/[^/]+\/$/.test(path));
    const centers = centersFromEntries(await getCenterEntries());
    expect(centerPages).toHaveLength(41);
    expect(centerPages.toSorted()).toEqual(
      centers.map((center) => `/locations/${center.slug}/`).toSorted(),
    );
    expect(listed).toContain('/locations/');
    expect(listed).toContain('/experiences/bowling/');
    expect(new Set(listed).size).toBe(listed.length);
  });
});
