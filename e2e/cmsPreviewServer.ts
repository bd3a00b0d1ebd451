import { spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startDeliveryApiServer,
  type DeliveryApiServer,
  type StoredEntity,
} from '../tests/support/deliveryApiServer';

/*
 * A second site server that reads Contentful, played by two stand-ins of its APIs: the delivery
 * API serves the embedded content, the preview API the same plus the drafts of e2e/fixtures/. The
 * suite's own server reads the embedded content and cannot show a draft, so previews are tested
 * here. It runs `next start` on the production build, or `next dev` when there is none.
 */

export const PREVIEW_SECRET = 'e2e-draft-secret';
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
const LOG = path.join(tmpdir(), 'e2e-preview-server.log');

export interface CmsPreviewServer {
  baseURL: string;
  /** Publishes an entry on the delivery API's stand-in; the site learns of it by the webhook. */
  publish(entry: StoredEntity): void;
  /** What the site server has logged so far. */
  log(): string;
  close(): Promise<void>;
}

export async function startCmsPreviewServer(): Promise<CmsPreviewServer> {
  const root = process.cwd();
  const content = path.join(root, 'content');
  const previewDir = mkdtempSync(path.join(tmpdir(), 'preview-content-'));
  for (const name of readdirSync(content).filter((file) => file.endsWith('.json'))) {
    copyFileSync(path.join(content, name), path.join(previewDir, name));
  }
  copyFileSync(
    path.join(root, 'e2e', 'fixtures', 'draft-article.json'),
    path.join(previewDir, 'zz-drafts.json'),
  );
  const stubs: DeliveryApiServer[] = await Promise.all([
    startDeliveryApiServer({ dir: content, accessToken: 'delivery-token-e2e' }),
    startDeliveryApiServer({ dir: previewDir, accessToken: 'preview-token-e2e' }),
  ]);
  const [delivery, preview] = stubs as [DeliveryApiServer, DeliveryApiServer];

  const port = await freePort();
  const dev = !existsSync(path.join(root, '.next', 'BUILD_ID'));
  const server = spawn('npx', ['next', dev ? 'dev' : 'start', '--port', String(port)], {
    cwd: root,
    detached: true,
    // Its output goes to the log file, read when it fails to start.
    stdio: ['ignore', openSync(LOG, 'w'), openSync(LOG, 'a')],
    env: {
      ...process.env,
      ...(dev ? { NEXT_DIST_DIR: '.next-e2e-preview' } : {}),
      CONTENTFUL_SPACE_ID: delivery.space,
      CONTENTFUL_DELIVERY_TOKEN: delivery.accessToken,
      CONTENTFUL_PREVIEW_TOKEN: preview.accessToken,
      CONTENTFUL_DELIVERY_URL: `http://${delivery.host}`,
      CONTENTFUL_PREVIEW_URL: `http://${preview.host}`,
      DRAFT_MODE_SECRET: PREVIEW_SECRET,
      REVALIDATE_SECRET,
      PLATFORM_DATA_DIR: '.data/e2e-preview',
      RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const close = async () => {
    stop(server);
    await Promise.all(stubs.map((stub) => stub.close()));
    rmSync(previewDir, { recursive: true, force: true });
  };
  try {
    await answering(`${baseURL}/api/draft/`, server);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    baseURL,
    publish: (entry) => delivery.publish(entry),
    log: () => readFileSync(LOG, 'utf8'),
    close,
  };
}

function stop(server: ChildProcess) {
  if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}

/** Waits until the server answers (the draft route without a query answers 400). */
async function answering(url: string, server: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The preview server exited:\n${readFileSync(LOG, 'utf8').slice(-2000)}`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 400) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The preview server did not answer ${url} in ${timeoutMs / 1000} s`);
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
