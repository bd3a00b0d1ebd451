import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startDeliveryApiServer,
  type DeliveryApiServer,
  type StoredEntity,
} from '../tests/support/deliveryApiServer';
import { startNextServer } from './serverProcess';

/*
 * A second site server that reads Contentful, played by two stand-ins of its APIs: the delivery
 * API serves the embedded content, the preview API the same plus the drafts of e2e/fixtures/. The
 * suite's own server reads the embedded content and cannot show a draft, so previews are tested
 * here (e2e/serverProcess.ts).
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

  const closeStubs = async () => {
    await Promise.all(stubs.map((stub) => stub.close()));
    rmSync(previewDir, { recursive: true, force: true });
  };
  // The draft route without a query answers 400 once the server is up.
  const server = await startNextServer({
    logFile: LOG,
    readyPath: '/api/draft/',
    readyStatus: 400,
    env: {
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
  }).catch(async (error: unknown) => {
    await closeStubs();
    throw error;
  });
  return {
    baseURL: server.baseURL,
    publish: (entry) => delivery.publish(entry),
    log: server.log,
    close: async () => {
      server.stop();
      await closeStubs();
    },
  };
}
