import { GET } from '@/app/api/draft/route';
import { setEnv } from '@/tests/support/platformStub';

/*
 * The preview link (app/api/draft/) on the embedded content: who may start a preview, and where
 * each kind of entry opens.
 */

const preview = vi.hoisted(() => ({ enabled: false, cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: preview.enabled,
    enable: () => {
      preview.enabled = true;
    },
  }),
  cookies: async () => ({ set: (name: string, value: string) => preview.cookies.set(name, value) }),
}));
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw Object.assign(new Error('redirect'), { path });
  },
}));

const SECRET = 'e2e-draft-secret';

async function open(query: string): Promise<{ status: number; error?: string; path?: string }> {
  try {
    const response = await GET(new Request(`http://127.0.0.1:3000/api/draft/?${query}`));
    return { status: response.status, error: ((await response.json()) as { error: string }).error };
  } catch (redirect) {
    return { status: 307, path: (redirect as { path: string }).path };
  }
}

beforeEach(() => {
  setEnv({ DRAFT_MODE_SECRET: SECRET, CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: '' });
  preview.enabled = false;
  preview.cookies.clear();
});
afterEach(() => vi.unstubAllEnvs());

it('refuses no secret, a wrong secret and an unknown slug, and starts no preview', async () => {
  expect(await open('slug=home')).toMatchObject({ status: 400 });
  expect(await open(`secret=wrong-secret&slug=home`)).toEqual({
    status: 401,
    error: 'Invalid secret.',
  });
  expect(await open(`secret=${SECRET}&slug=no-such-page`)).toEqual({
    status: 404,
    error: 'No page with slug "no-such-page".',
  });
  expect(await open(`secret=${SECRET}&slug=bowling&type=article`)).toMatchObject({ status: 404 });
  expect(await open(`secret=${SECRET}&slug=home&type=recipe`)).toEqual({
    status: 400,
    error:
      'Expected secret, slug and an optional type: page, event, article, experience, jobOpening.',
  });
  expect(preview.enabled).toBe(false);
  expect(preview.cookies.size).toBe(0);
});

it('answers 404 when preview is not configured', async () => {
  setEnv({ DRAFT_MODE_SECRET: '' });
  expect(await open(`secret=${SECRET}&slug=home`)).toMatchObject({ status: 404 });
});

it.each([
  ['page', 'terms', '/terms/'],
  ['article', 'tempe-grand-opening', '/news/tempe-grand-opening/'],
  ['experience', 'bowling', '/experiences/bowling/'],
  ['jobOpening', 'party-host-tempe', '/careers/opportunities/?opening=party-host-tempe#apply'],
])('a %s opens where it is shown, in preview', async (type, slug, path) => {
  expect(await open(`secret=${SECRET}&slug=${slug}&type=${type}`)).toEqual({ status: 307, path });
  expect(preview.enabled).toBe(true);
  expect([...preview.cookies.keys()]).toEqual(['sa_preview']);
});
