import { fileURLToPath } from 'node:url';
import { signRequest } from '@contentful/node-apps-toolkit/requests';
import { POST } from '@/app/api/revalidate/route';
import { spyOnWarnings } from '@/tests/support/log';
import { setEnv } from '@/tests/support/platformStub';

/*
 * The publish webhook (app/api/revalidate/) on the fixture space (tests/fixtures/cms): who may
 * call it, and which cached reads one published entry expires. In the fixtures a FAQ item sits in
 * an accordion on the home page; the navigation link `nav-parties` is in the site settings, in that
 * FAQ item and in a section of the packages page.
 */

const revalidateTag = vi.hoisted(() => vi.fn());
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({
  revalidatePath,
  revalidateTag,
  unstable_cache: (read: unknown) => read,
}));

const fixtures = fileURLToPath(new URL('../../fixtures/cms', import.meta.url));
vi.mock('@/lib/cms/local', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/cms/local')>();
  return { ...original, localEntries: () => original.localEntries(fixtures) };
});

const SIGNING_SECRET = 's'.repeat(32) + 'S'.repeat(32);
const SHARED_SECRET = 'shared-revalidate-secret';
const URL_ = 'http://127.0.0.1:3000/api/revalidate/';

const published = (id: string, contentType: string, fields: Record<string, unknown> = {}) => ({
  sys: { type: 'Entry', id, contentType: { sys: { id: contentType } } },
  fields: Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, { 'en-US': value }]),
  ),
});

/** A webhook as Contentful sends it: its body signed with `secret` at `timestamp`. */
function signed(
  body: unknown,
  { secret = SIGNING_SECRET, timestamp = Date.now() }: { secret?: string; timestamp?: number } = {},
) {
  const text = JSON.stringify(body);
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(
    secret,
    { method: 'POST', path: '/api/revalidate/', headers, body: text },
    timestamp,
  );
  return new Request(URL_, { method: 'POST', headers: { ...headers, ...signature }, body: text });
}

async function answer(request: Request) {
  const response = await POST(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const revalidatedTags = () => revalidateTag.mock.calls.map(([tag]) => tag as string).sort();

beforeEach(() => revalidateTag.mockClear());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('with a signing secret: only Contentful’s signed webhooks', () => {
  beforeEach(() =>
    setEnv({ CONTENTFUL_WEBHOOK_SECRET: SIGNING_SECRET, REVALIDATE_SECRET: SHARED_SECRET }),
  );

  it('refuses an unsigned request, even with the shared secret', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'x-revalidate-secret': SHARED_SECRET },
      body: JSON.stringify(published('faq-socks', 'faqItem')),
    });
    expect(await answer(request)).toEqual({
      status: 401,
      body: {
        error: 'Unsigned request: Contentful signs its webhooks with x-contentful-signature.',
      },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a request signed with another secret', async () => {
    const request = signed(published('faq-socks', 'faqItem'), { secret: 'x'.repeat(64) });
    expect(await answer(request)).toEqual({
      status: 401,
      body: { error: 'The signature does not match the request.' },
    });
  });

  it('refuses a stale signature: older than Contentful’s 30 seconds', async () => {
    const request = signed(published('faq-socks', 'faqItem'), { timestamp: Date.now() - 31_000 });
    expect(await answer(request)).toEqual({
      status: 401,
      body: { error: 'The signature is older than 30 seconds.' },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a signature dated ahead of the window: it could be replayed until then', async () => {
    const hourAhead = signed(published('faq-socks', 'faqItem'), {
      timestamp: Date.now() + 3_600_000,
    });
    expect(await answer(hourAhead)).toEqual({
      status: 401,
      body: { error: 'The signature is dated more than 30 seconds ahead.' },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('accepts a signature dated within the window either way (clocks drift a little)', async () => {
    for (const skew of [-20_000, 20_000]) {
      const request = signed(published('faq-socks', 'faqItem'), { timestamp: Date.now() + skew });
      expect((await answer(request)).status).toBe(200);
    }
  });

  it('refuses a tampered body or a tampered signed header', async () => {
    const original = signed(published('faq-socks', 'faqItem'));
    const tamperedBody = new Request(original.url, {
      method: 'POST',
      headers: original.headers,
      body: JSON.stringify(published('site-settings', 'siteSettings')),
    });
    expect((await answer(tamperedBody)).status).toBe(401);

    const headers = new Headers(original.headers);
    headers.set('x-contentful-timestamp', String(Date.now() + 1000));
    const tamperedHeader = new Request(original.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(published('faq-socks', 'faqItem')),
    });
    expect(await answer(tamperedHeader)).toEqual({
      status: 401,
      body: { error: 'The signature does not match the request.' },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a signed body that is not a webhook with 400', async () => {
    expect((await answer(signed({ hello: 'world' }))).status).toBe(400);
  });

  it('a FAQ item: its type, its accordion and the home page that shows it', async () => {
    const { status, body } = await answer(signed(published('faq-socks', 'faqItem')));
    const tags = ['cms:page:page:home', 'cms:type:faqAccordion', 'cms:type:faqItem'];
    expect({ status, body }).toEqual({ status: 200, body: { revalidated: true, tags } });
    expect(revalidatedTags()).toEqual(tags);
    // Pages keep no record of their reads: each is rendered again, from reads mostly still cached.
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
  });

  it('a published page: its own read by slug and the page list the sitemap reads', async () => {
    const body = published('page-packages', 'page', { slug: 'birthdays/packages', type: 'page' });
    await answer(signed(body));
    // The section on the page links back to it; the walk stops at entries it has seen.
    expect(revalidatedTags()).toEqual([
      'cms:page:page:birthdays/packages',
      'cms:type:imageWithText',
      'cms:type:page',
    ]);
  });

  it('an unpublished page, whose slug the webhook no longer tells: every page read', async () => {
    const body = {
      sys: { type: 'DeletedEntry', id: 'page-old', contentType: { sys: { id: 'page' } } },
    };
    await answer(signed(body));
    expect(revalidatedTags()).toEqual(['cms:pages', 'cms:type:page']);
  });

  it('a navigation link: the site settings (every page’s navigation) and the pages showing it', async () => {
    await answer(signed(published('nav-parties', 'navigationLink')));
    expect(revalidatedTags()).toEqual([
      'cms:page:page:birthdays/packages',
      'cms:page:page:home',
      'cms:type:faqAccordion',
      'cms:type:faqItem',
      'cms:type:imageWithText',
      'cms:type:navigationLink',
      'cms:type:siteSettings',
    ]);
  });

  it('an asset: the entries that show it', async () => {
    await answer(signed({ sys: { type: 'Asset', id: 'logo' } }));
    expect(revalidatedTags()).toEqual([
      'cms:page:page:home',
      'cms:type:faqAccordion',
      'cms:type:faqItem',
      'cms:type:siteSettings',
    ]);
  });

  it('a changed content type: every CMS read', async () => {
    await answer(signed({ sys: { type: 'ContentType', id: 'faqItem' } }));
    expect(revalidatedTags()).toEqual(['cms']);
  });

  it('expires every CMS read when what links to the entry cannot be read', async () => {
    const warnings = spyOnWarnings();
    const cms = await import('@/lib/cms');
    const source = cms.contentSource();
    vi.spyOn(cms, 'contentSource').mockReturnValue({
      ...source,
      linking: () => Promise.reject(new Error('CMS down')),
    });
    expect((await answer(signed(published('faq-socks', 'faqItem')))).status).toBe(200);
    expect(revalidatedTags()).toEqual(['cms']);
    expect(warnings).toHaveBeenCalled();
  });
});

describe('without a signing secret: the shared secret header', () => {
  beforeEach(() => setEnv({ CONTENTFUL_WEBHOOK_SECRET: '', REVALIDATE_SECRET: SHARED_SECRET }));

  const withSecret = (secret?: string) =>
    new Request(URL_, {
      method: 'POST',
      headers: secret ? { 'x-revalidate-secret': secret } : {},
      body: JSON.stringify(published('faq-socks', 'faqItem')),
    });

  it('refuses no secret and a wrong secret', async () => {
    expect(await answer(withSecret())).toEqual({ status: 401, body: { error: 'Invalid secret.' } });
    expect((await answer(withSecret('wrong-secret-value'))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('accepts the right secret and expires the same tags', async () => {
    expect((await answer(withSecret(SHARED_SECRET))).status).toBe(200);
    expect(revalidatedTags()).toEqual([
      'cms:page:page:home',
      'cms:type:faqAccordion',
      'cms:type:faqItem',
    ]);
  });
});

describe('a body too large to be a webhook (over 1 MB)', () => {
  /** An endless body sent in 64 KB chunks without a declared length, counting what was pulled. */
  function endlessBody() {
    const pulled = { bytes: 0 };
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { body, pulled };
  }

  const sent = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    new Request(URL_, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

  it('stops reading at the limit and answers 413, when signing is on', async () => {
    setEnv({ CONTENTFUL_WEBHOOK_SECRET: SIGNING_SECRET, REVALIDATE_SECRET: '' });
    const { body, pulled } = endlessBody();
    const response = await POST(sent(body, { 'content-type': 'application/json' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The webhook body is too large.' });
    expect(pulled.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('reads nothing of a body sent without the shared secret', async () => {
    setEnv({ CONTENTFUL_WEBHOOK_SECRET: '', REVALIDATE_SECRET: SHARED_SECRET });
    const { body, pulled } = endlessBody();
    expect((await POST(sent(body, { 'x-revalidate-secret': 'wrong-secret-value' }))).status).toBe(
      401,
    );
    const sentWithSecret = endlessBody();
    const response = await POST(
      sent(sentWithSecret.body, { 'x-revalidate-secret': SHARED_SECRET }),
    );
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });
});

it('answers 404 when no secret is configured', async () => {
  setEnv({ CONTENTFUL_WEBHOOK_SECRET: '', REVALIDATE_SECRET: '' });
  expect((await answer(signed(published('faq-socks', 'faqItem')))).status).toBe(404);
});
