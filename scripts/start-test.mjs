// `node scripts/start-test.mjs` (in `npm test`, after the production build): the built server
// refuses to start on a malformed environment and says which variable is wrong, rather than
// listening and answering every page with an error (instrumentation.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { freePort } from '../perf/instances.mjs';

const root = path.resolve(import.meta.dirname, '..');
const NEXT = path.join(root, 'node_modules/next/dist/bin/next');

test(
  'a server with a malformed environment stops with the reason',
  { timeout: 60_000 },
  async () => {
    const port = await freePort();
    const server = spawn(process.execPath, [NEXT, 'start', '--port', String(port)], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DRAFT_MODE_SECRET: 'short' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A server that does not stop is the failure this test looks for; it must not outlive it.
      timeout: 50_000,
      killSignal: 'SIGKILL',
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => server.on('exit', resolve));

    assert.equal(code, 1);
    assert.match(output, /DRAFT_MODE_SECRET must be at least 12 characters/);
  },
);
