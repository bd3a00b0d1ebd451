import { rm } from 'node:fs/promises';

/** Each run starts the embedded platform empty, so free season passes are free again. */
export default async function globalSetup() {
  await rm('.data/e2e', { recursive: true, force: true });
}
