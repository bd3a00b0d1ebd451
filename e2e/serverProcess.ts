import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface NextServer {
  baseURL: string;
  /** What the server has logged so far. */
  log(): string;
  stop(): void;
}

/**
 * A second site server with an environment of its own, beside the suite's: `next start` on the
 * production build, or `next dev` (in a folder of its own) when there is none. Its output goes to
 * `logFile`, read when it fails to start. It is ready when `readyPath` answers `readyStatus`.
 */
export async function startNextServer({
  env,
  logFile,
  readyPath,
  readyStatus,
}: {
  env: Record<string, string>;
  logFile: string;
  readyPath: string;
  readyStatus: number;
}): Promise<NextServer> {
  const root = process.cwd();
  const port = await freePort();
  const dev = !existsSync(path.join(root, '.next', 'BUILD_ID'));
  const server = spawn('npx', ['next', dev ? 'dev' : 'start', '--port', String(port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
    env: { ...process.env, ...(dev ? { NEXT_DIST_DIR: '.next-e2e-second' } : {}), ...env },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await answering(`${baseURL}${readyPath}`, readyStatus, server, logFile);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL, log: () => readFileSync(logFile, 'utf8'), stop };
}

async function answering(
  url: string,
  expected: number,
  server: ChildProcess,
  logFile: string,
  timeoutMs = 240_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} in ${timeoutMs / 1000} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
