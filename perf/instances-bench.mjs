// `npm run bench:instances`: the load test of README "Run several instances": two instances of
// the production build sharing one Redis, 50 connections for 30 s spread over both, asking for
// the home page. Prints the figures and fails on any error or non-2xx answer.
import autocannon from 'autocannon';
import { startInstances } from './instances.mjs';

const site = await startInstances();
try {
  const result = await autocannon({
    url: site.urls.map((url) => `${url}/`),
    connections: 50,
    duration: 30,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    [
      `instances: ${site.urls.length}, connections: 50, duration: 30 s`,
      `requests: ${result.requests.total} (${result.requests.average} per second on average)`,
      `latency: median ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      `errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`,
    ].join('\n'),
  );
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await site.stop();
}
