import { embeddedPlatformForEachTest } from '@/tests/support/fieldShapes';
import { answerOf, requestTo, routes, type RouteUnderTest } from '@/tests/support/platformRoutes';

/**
 * The honeypot field of every platform route counts as filled when it holds anything but text: a
 * bot is answered as if it were sent, and nothing is kept.
 */

const { everythingStored } = embeddedPlatformForEachTest();

describe.each(
  routes.filter((under) => under.name !== 'carts').map((under) => [under.name, under] as const),
)('the honeypot of /api/%s/', (_, under: RouteUnderTest) => {
  it.each([
    ['a number', 1],
    ['zero', 0],
    ['true', true],
    ['an object', { url: 'https://spam.example' }],
    ['a list', ['https://spam.example']],
    ['null', null],
  ])('counts as filled when it holds %s: 202, nothing sent', async (__, website) => {
    const answer = await answerOf(
      await under.handler(requestTo(under, { ...under.valid, website })),
    );
    expect(answer).toEqual({ status: 202, body: { ok: true } });
    expect(await everythingStored()).toEqual([]);
  });
});
