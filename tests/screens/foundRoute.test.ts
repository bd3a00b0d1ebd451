import { permanentRedirect, redirect } from 'next/navigation';
import { setRootLocale } from '@/tests/support/rootParams';

const request = vi.hoisted(() => ({ draft: false }));
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => request.draft }));

const { foundRoute, foundRouteMetadata } = await import('@/screens/foundRoute');

type Route =
  { kind: 'experience'; slug: string } | { kind: 'moved'; path: string } | { kind: 'missing' };

const answer = (route: Route) => async () => route;

afterEach(() => {
  request.draft = false;
  setRootLocale('en');
});

describe('foundRoute', () => {
  it('looks the address up with the request’s drafts and language and hands back what the page renders', async () => {
    request.draft = true;
    setRootLocale('es');
    const lookUp = vi.fn(answer({ kind: 'experience', slug: 'laser-tag' }));
    expect(await foundRoute(lookUp, redirect)).toEqual({
      route: { kind: 'experience', slug: 'laser-tag' },
      context: { draft: true, locale: 'es' },
    });
    expect(lookUp).toHaveBeenCalledWith({ draft: true, locale: 'es' });
  });

  it('answers 404 for an unknown address', async () => {
    await expect(foundRoute(answer({ kind: 'missing' }), redirect)).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });

  it('redirects a moved entry to its address, temporarily or for good as the route says', async () => {
    const moved = answer({ kind: 'moved', path: '/experiences/leagues/' });
    await expect(foundRoute(moved, redirect)).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/experiences\/leagues\/;307;/),
    });
    await expect(foundRoute(moved, permanentRedirect)).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/experiences\/leagues\/;308;/),
    });
  });

  it('keeps a Spanish page in Spanish when its entry moved', async () => {
    setRootLocale('es');
    await expect(
      foundRoute(answer({ kind: 'moved', path: '/experiences/leagues/' }), redirect),
    ).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/es\/experiences\/leagues\/;307;/),
    });
  });
});

describe('foundRouteMetadata', () => {
  it('describes the entry the page shows, looked up with the request’s drafts', async () => {
    request.draft = true;
    const lookUp = vi.fn(answer({ kind: 'experience', slug: 'laser-tag' }));
    const metadata = await foundRouteMetadata(lookUp, (route, context) =>
      route.kind === 'experience' ? { title: `${route.slug} (${context.locale})` } : {},
    );
    expect(metadata).toEqual({ title: 'laser-tag (en)' });
    expect(lookUp).toHaveBeenCalledWith({ draft: true, locale: 'en' });
  });

  // Metadata that answered nothing would give the 404 page the site's bare title once it hydrates.
  it('answers 404 for an unknown address, so the not-found page’s own metadata is used', async () => {
    await expect(
      foundRouteMetadata(answer({ kind: 'missing' }), () => ({ title: 'never' })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('has nothing of its own for a moved entry, whose page redirects', async () => {
    const metadataOf = vi.fn(() => ({ title: 'never' }));
    expect(
      await foundRouteMetadata(
        answer({ kind: 'moved', path: '/experiences/leagues/' }),
        metadataOf,
      ),
    ).toEqual({});
    expect(metadataOf).not.toHaveBeenCalled();
  });
});
