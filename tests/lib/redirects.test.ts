import { redirectFields, redirectTable, type Redirect } from '@/lib/redirects';

const moved = (from: string, to: string, permanent = true): Redirect => ({ from, to, permanent });
const LIVE = new Set(['/promotions/', '/birthdays/', '/locations/tempe/']);

describe('the redirect table', () => {
  it('applies one hop from a retired address to a page, an anchor or another site', () => {
    const table = redirectTable(
      [
        moved('/offers/', '/promotions/'),
        moved('/weekly-deals/', '/promotions/#this-weeks-deals', false),
        moved('/jobs/', 'https://jobs.example.com/spark-alley'),
      ],
      LIVE,
    );
    expect([...table.byPath.keys()]).toEqual(['/offers/', '/weekly-deals/', '/jobs/']);
    expect(table.byPath.get('/weekly-deals/')?.permanent).toBe(false);
    expect(table.refused).toEqual([]);
  });

  it('refuses a redirect whose address is a live page: it would hide the page', () => {
    const table = redirectTable([moved('/birthdays/', '/promotions/')], LIVE);
    expect(table.byPath.size).toBe(0);
    expect(table.refused).toEqual([
      { from: '/birthdays/', to: '/promotions/', reason: 'live page' },
    ]);
  });

  it('refuses a loop, to itself or through another, and keeps the rest', () => {
    const table = redirectTable(
      [
        moved('/a/', '/a/#top'),
        moved('/b/', '/c/'),
        moved('/c/', '/b/'),
        moved('/offers/', '/promotions/'),
      ],
      LIVE,
    );
    expect([...table.byPath.keys()]).toEqual(['/offers/']);
    expect(table.refused.map(({ from, reason }) => [from, reason])).toEqual([
      ['/a/', 'loop'],
      ['/b/', 'loop'],
      ['/c/', 'loop'],
    ]);
  });

  it('refuses a chain: a redirect that leads to another retired address', () => {
    const table = redirectTable(
      [moved('/old-deals/', '/offers/'), moved('/offers/', '/promotions/')],
      LIVE,
    );
    expect([...table.byPath.keys()]).toEqual(['/offers/']);
    expect(table.refused).toEqual([{ from: '/old-deals/', to: '/offers/', reason: 'chain' }]);
  });

  it('keeps the first of two redirects of one address', () => {
    const table = redirectTable(
      [moved('/offers/', '/promotions/'), moved('/offers/', '/birthdays/')],
      LIVE,
    );
    expect(table.byPath.get('/offers/')?.to).toBe('/promotions/');
    expect(table.refused).toEqual([{ from: '/offers/', to: '/birthdays/', reason: 'repeated' }]);
  });
});

describe('a redirect entry', () => {
  it('takes a site path or an https address, and is permanent unless it says otherwise', () => {
    expect(redirectFields.parse({ from: '/offers/', to: '/promotions/' })).toEqual({
      from: '/offers/',
      to: '/promotions/',
      permanent: true,
    });
    expect(
      redirectFields.safeParse({ from: '/jobs/', to: 'https://jobs.example.com/a?b=c' }).success,
    ).toBe(true);
  });

  it('refuses the home page, another scheme, a path without its slashes or a script', () => {
    for (const fields of [
      { from: '/', to: '/promotions/' },
      { from: '/offers/', to: 'http://example.com/' },
      { from: '/offers/', to: 'javascript:alert(1)' },
      { from: '/offers/', to: '//evil.example.com/' },
      { from: 'offers', to: '/promotions/' },
      { from: '/offers/', to: '/promotions' },
    ]) {
      expect(redirectFields.safeParse(fields).success, JSON.stringify(fields)).toBe(false);
    }
  });
});
