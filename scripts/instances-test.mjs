// `node scripts/instances-test.mjs` (in `npm test`, after the production build): two instances
// of one build behind no load balancer, sharing a real Redis (REDIS_URL), behave as one site.
// A burst spread over both is rate limited once, and a publish webhook received by one
// instance refreshes the pages of the other (docs/decisions/0023-several-instances-on-redis.md).
// Last, Redis is stopped: both instances stay alive but say they are not ready (decision 0042).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startInstances } from '../perf/instances.mjs';

const LIMIT = 10;
const REVALIDATE_SECRET = 'instances-revalidate-secret';

let site;
before(async () => {
  site = await startInstances({
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), REVALIDATE_SECRET },
  });
});
after(() => site?.stop());

test('a burst spread over both instances is limited once', async () => {
  const statuses = [];
  for (let index = 0; index < 2 * LIMIT; index += 1) {
    const url = site.urls[index % 2];
    // An empty enquiry: refused as invalid (400) after the rate limit has counted it.
    const answer = await fetch(`${url}/api/leads/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    statuses.push(answer.status);
  }
  const limited = statuses.filter((status) => status === 429).length;
  assert.equal(limited, LIMIT, `expected the second ${LIMIT} of ${statuses.join(' ')} to be 429`);
  assert.deepEqual(statuses.slice(0, LIMIT), Array(LIMIT).fill(400));
});

/** The home page's cache state on one instance (HIT, STALE, MISS), after reading its body. */
async function cacheState(url) {
  const answer = await fetch(`${url}/`);
  await answer.arrayBuffer();
  assert.equal(answer.status, 200);
  return answer.headers.get('x-nextjs-cache');
}

async function eventually(what, check, seconds = 15) {
  const until = Date.now() + seconds * 1000;
  while (!(await check())) {
    assert.ok(Date.now() < until, `${what} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a revalidation received by one instance refreshes the other', async () => {
  const [first, second] = site.urls;
  await eventually(
    'the home page is cached on the second instance',
    async () => (await cacheState(second)) === 'HIT',
  );

  const published = await fetch(`${first}/api/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    // The home page published: Contentful names its type and sends its fields by locale.
    body: JSON.stringify({
      sys: { id: 'page-home', type: 'Entry', contentType: { sys: { id: 'page' } } },
      fields: { slug: { 'en-US': 'home' }, type: { 'en-US': 'page' } },
    }),
  });
  assert.equal(published.status, 200);

  // The page expired on both: the second instance renders it again (MISS). Without the shared
  // record of revalidations it would serve its copy as fresh (HIT) for an hour.
  await eventually(
    'the second instance renders the page again',
    async () => (await cacheState(second)) === 'MISS',
  );
  // That render is shared: the first instance, which also knows the page expired, serves it from
  // Redis at once instead of rendering it again itself.
  assert.equal(await cacheState(first), 'HIT');
  assert.ok((await site.redis.keys('site:cache:entry:*')).length > 0, 'pages are stored in Redis');
});

/** An instance's readiness answer: its status and its report. */
async function readiness(url) {
  const answer = await fetch(`${url}/api/ready/`);
  return { status: answer.status, report: await answer.json() };
}

// Last: it stops Redis under the instances.
test('the instances are ready while Redis answers, and not once it stops', async () => {
  for (const url of site.urls) {
    const { status, report } = await readiness(url);
    assert.equal(status, 200, JSON.stringify(report));
    assert.equal(report.checks.redis.status, 'ok');
  }

  // Redis exits at once on SHUTDOWN; the connection it closes rejects the command.
  await site.redis.call('SHUTDOWN', 'NOSAVE').catch(() => {});

  for (const url of site.urls) {
    let answer;
    await eventually(`${url} is not ready`, async () => {
      answer = await readiness(url);
      return answer.status === 503;
    });
    assert.equal(answer.report.status, 'fail');
    assert.equal(answer.report.checks.redis.status, 'fail');
    assert.equal(answer.report.checks.content.status, 'ok');
    assert.equal(answer.report.checks.store.status, 'ok');
    // Not ready, yet alive: a check of liveness restarts nothing because of Redis.
    assert.equal((await fetch(`${url}/api/health/`)).status, 200);
  }
});
