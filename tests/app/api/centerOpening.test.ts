import { answerOf, requestTo, routes } from '@/tests/support/platformRoutes';
import { setEmbeddedPlatformEnv, type EmbeddedPlatformEnv } from '@/tests/support/platformStub';

/**
 * A party, a season pass and a cart name a center: one that is still to open (Fishers, from the
 * embedded content: April 17, 2027 on Indiana's clock) is refused with the reason until its
 * opening day, on the site's clock.
 */
const FISHERS = '271';
const LAST_MINUTE_BEFORE = '2027-04-16T23:59:00-04:00';
const OPENING_DAY = '2027-04-17T00:00:00-04:00';

const cases = [
  ['season-pass/registrations', { locationId: FISHERS }, 'locationId'],
  ['leads', { centerId: FISHERS, eventDate: '05/20/2027' }, 'centerId'],
  ['carts', { centerId: FISHERS }, 'centerId'],
] as const;

let platform: EmbeddedPlatformEnv;
beforeEach(() => {
  platform = setEmbeddedPlatformEnv(100);
});
afterEach(() => platform.restore());

describe.each(cases)('/api/%s/ at a center still to open', (name, change, field) => {
  const route = routes.find((candidate) => candidate.name === name)!;
  const send = () => route.handler(requestTo(route, { ...route.valid, ...change }));

  it('is refused the day before it opens, saying when it opens', async () => {
    vi.stubEnv('SITE_CLOCK', LAST_MINUTE_BEFORE);
    const { status, body } = await answerOf(await send());
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      [field]: ['Fishers opens on April 17, 2027. Please choose an open center.'],
    });
  });

  it('is accepted from its opening day', async () => {
    vi.stubEnv('SITE_CLOCK', OPENING_DAY);
    const { status } = await answerOf(await send());
    expect(status).toBe(200);
  });
});
