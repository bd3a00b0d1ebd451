import { rm } from 'node:fs/promises';
import { E2E_DATA_DIR } from './support';

/** Each run starts the embedded platform empty, so free season passes are free again. */
export default async function globalSetup() {
  await rm(E2E_DATA_DIR, { recursive: true, force: true });
}
