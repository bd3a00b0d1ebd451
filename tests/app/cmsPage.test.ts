import CmsPage, { generateMetadata } from '@/app/[locale]/[...slug]/page';

// A request outside Next: no draft mode.
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => false }));

const params = (...slug: string[]) => ({ params: Promise.resolve({ slug }) });

describe('an address without a page', () => {
  it('is a 404 when nothing replaces it', async () => {
    for (const render of [CmsPage, generateMetadata]) {
      await expect(render(params('no-such-page'))).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    }
  });
});
