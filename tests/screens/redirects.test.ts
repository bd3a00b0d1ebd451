import { getRedirects } from '@/lib/cms';
import { currentRedirectTable, expireRedirectTable, redirectFor } from '@/screens/redirects';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

vi.mock('@/lib/cms', { spy: true });

beforeEach(() => expireRedirectTable());
afterEach(() => vi.restoreAllMocks());

describe('a retired address of the embedded content', () => {
  it('is sent on to its page for good, in the language it was asked in, with its query', async () => {
    expect(await redirectFor('/offers/', 'en')).toEqual({
      location: '/promotions/',
      permanent: true,
    });
    expect(await redirectFor('/offers/', 'es', '?utm_source=mail')).toEqual({
      location: '/es/promotions/?utm_source=mail',
      permanent: true,
    });
  });

  it('leaves every other address to its page', async () => {
    expect(await redirectFor('/promotions/', 'en')).toBeUndefined();
    expect(await redirectFor('/no-such-page/', 'es')).toBeUndefined();
  });
});

describe('the redirect table an instance holds', () => {
  it('keeps an anchor after the language, and another site’s address as it is', async () => {
    vi.mocked(getRedirects).mockResolvedValue([
      { from: '/weekly-deals/', to: '/promotions/#this-weeks-deals', permanent: false },
      { from: '/jobs/', to: 'https://jobs.example.com/spark-alley', permanent: true },
    ]);
    expect(await redirectFor('/weekly-deals/', 'es', '?a=1')).toEqual({
      location: '/es/promotions/?a=1#this-weeks-deals',
      permanent: false,
    });
    expect(await redirectFor('/jobs/', 'es')).toEqual({
      location: 'https://jobs.example.com/spark-alley',
      permanent: true,
    });
  });

  it('logs a refused redirect once, and reads a new table when a publish expires it', async () => {
    const warnings = spyOnWarnings();
    vi.mocked(getRedirects).mockResolvedValue([
      { from: '/promotions/', to: '/safety/', permanent: true },
    ]);
    const start = Date.now();
    await currentRedirectTable(start);
    await currentRedirectTable(start + 1_000);
    await currentRedirectTable(start + 60_000);
    expect(loggedWith(warnings, 'redirect refused')).toEqual([
      { from: '/promotions/', to: '/safety/', reason: 'live page' },
    ]);
    expect(await redirectFor('/promotions/', 'en')).toBeUndefined();

    vi.mocked(getRedirects).mockResolvedValue([
      { from: '/party-deals/', to: '/birthdays/', permanent: true },
    ]);
    expect(await redirectFor('/party-deals/', 'en')).toBeUndefined();
    expireRedirectTable();
    expect(await redirectFor('/party-deals/', 'en')).toEqual({
      location: '/birthdays/',
      permanent: true,
    });
  });

  it('applies no redirect, and logs why, while the content cannot be read', async () => {
    const errors = vi
      .spyOn((await import('@/lib/log')).log, 'error')
      .mockImplementation(() => undefined);
    vi.mocked(getRedirects).mockRejectedValue(new Error('CMS down'));
    expect(await redirectFor('/offers/', 'en')).toBeUndefined();
    expect(errors).toHaveBeenCalledWith({ reason: 'Error: CMS down' }, 'redirect table unreadable');
  });
});
