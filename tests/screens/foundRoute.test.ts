import { permanentRedirect, redirect } from 'next/navigation';

const request = vi.hoisted(() => ({ draft: false }));
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => request.draft }));

const { foundRoute } = await import('@/screens/foundRoute');

type Route =
  { kind: 'experience'; slug: string } | { kind: 'moved'; path: string } | { kind: 'missing' };

const answer = (route: Route) => async () => route;

describe('foundRoute', () => {
  afterEach(() => {
    request.draft = false;
  });

  it('looks the address up with the request’s drafts and hands back what the page renders', async () => {
    request.draft = true;
    const lookUp = vi.fn(answer({ kind: 'experience', slug: 'laser-tag' }));
    expect(await foundRoute(lookUp, redirect)).toEqual({
      route: { kind: 'experience', slug: 'laser-tag' },
      draft: true,
    });
    expect(lookUp).toHaveBeenCalledWith(true);
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
});
