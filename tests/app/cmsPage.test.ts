import CmsPage, { generateMetadata, generateStaticParams } from '@/app/[locale]/[...slug]/page';

// A request outside Next: no draft mode.
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => false }));

const params = (...slug: string[]) => ({ params: Promise.resolve({ slug }) });

describe('an address without a page', () => {
  it('is sent on for good when the redirect table retires it (/offers/ → /promotions/)', async () => {
    await expect(CmsPage(params('offers'))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/promotions\/;308;/),
    });
    // The metadata has nothing of its own to say: the page sends the guest on.
    expect(await generateMetadata(params('offers'))).toEqual({});
  });

  it('is built with the pages when it is retired, so its redirect is served from the cache', async () => {
    expect(await generateStaticParams()).toContainEqual({ slug: ['offers'] });
  });

  it('is a 404 when nothing replaces it', async () => {
    for (const render of [CmsPage, generateMetadata]) {
      await expect(render(params('no-such-page'))).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    }
  });
});
