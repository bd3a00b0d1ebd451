import { previewToken } from '@/lib/http/draft';
import { setEnv } from '@/tests/support/platformStub';

/** Next's request APIs as a request with or without Next's bypass cookie and the site's own. */
const request = vi.hoisted(() => ({ bypass: false, preview: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.bypass }),
  cookies: async () => ({
    get: (name: string) =>
      name === 'sa_preview' && request.preview ? { value: request.preview } : undefined,
  }),
}));

const { isDraftMode } = await import('@/screens/draftMode');

const SECRET = 'draft-secret-0123456789';

describe('isDraftMode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    request.bypass = false;
    request.preview = undefined;
  });

  it('is on with Next draft mode and a preview cookie signed with the configured secret', async () => {
    setEnv({ DRAFT_MODE_SECRET: SECRET });
    request.bypass = true;
    request.preview = previewToken(SECRET);
    expect(await isDraftMode()).toBe(true);
  });

  it("is off with only Next's bypass cookie, which every site of a build shares", async () => {
    setEnv({ DRAFT_MODE_SECRET: SECRET });
    request.bypass = true;
    expect(await isDraftMode()).toBe(false);
  });

  it('is off when preview is not configured, whatever the cookies', async () => {
    setEnv({ DRAFT_MODE_SECRET: '' });
    request.bypass = true;
    request.preview = previewToken(SECRET);
    expect(await isDraftMode()).toBe(false);
  });

  it('is off once the secret has changed', async () => {
    setEnv({ DRAFT_MODE_SECRET: 'a-new-secret-after-a-leak' });
    request.bypass = true;
    request.preview = previewToken(SECRET);
    expect(await isDraftMode()).toBe(false);
  });
});
