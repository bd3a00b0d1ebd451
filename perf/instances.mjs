// Several instances of the site on one production build, sharing a Redis started for them (the
// set-up of README "Run several instances", without the load balancer): used by the instances
// test (scripts/instances-test.mjs) and its load test (perf/instances-bench.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

const root = path.resolve(import.meta.dirname, '..');
const NEXT = path.join(root, 'node_modules/next/dist/bin/next');

/** A port nothing listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `ready` every 200 ms until it answers true, for at most `seconds`. */
async function waitFor(what, seconds, ready) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${seconds} s`);
}

function startProcess(command, args, env) {
  // Its own process group, so that stopping it stops what `next start` spawned too.
  return spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopProcess(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Starts redis-server and `count` instances of the build in NEXT_DIST_DIR (default `.next`)
 * with `env` added to theirs. Answers their addresses, a Redis client and `stop()`.
 */
export async function startInstances({ count = 2, env = {} } = {}) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: run \`npx next build\` first.`);
  }
  const children = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'instances-'));
  let redis;
  const stop = async () => {
    redis?.disconnect();
    children.forEach(stopProcess);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    children.push(
      startProcess(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        process.env,
      ),
    );
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    await waitFor('redis-server', 10, async () => (await redis.ping()) === 'PONG');

    const urls = [];
    for (let index = 0; index < count; index += 1) {
      const port = await freePort();
      children.push(
        startProcess(
          process.execPath,
          [NEXT, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
          {
            ...process.env,
            NODE_ENV: 'production',
            NEXT_DIST_DIR: distDir,
            REDIS_URL: redisUrl,
            // Both instances write to one data folder, as they would behind a load balancer.
            PLATFORM_DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            ...env,
          },
        ),
      );
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(urls.map((url) => waitFor(url, 60, async () => (await fetch(`${url}/`)).ok)));
    return { urls, redis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
