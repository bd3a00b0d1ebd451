import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import nextConfig from '@/next.config';
import { islandsLoaded } from './support/islands';

// `next build` inlines parts of next.config.ts into the client code; Vitest does not. Mirroring
// them makes `next/link` render hrefs as the built site does (with the trailing slash every route
// ends in), in every test file alike.
if (nextConfig.trailingSlash) process.env.__NEXT_TRAILING_SLASH = 'true';

vi.mock('next/dynamic', async () => ({
  default: (await import('./support/islands')).dynamicForTests,
}));

// In the browser some islands load on the guest's first use of their area; component tests render
// them at once, as the guest meets them from then on (tests/components/HydrateOnUse.test.ts tests
// the wait).
vi.mock('@/components/HydrateOnUse/islandOnUse.client', async () => {
  const { dynamicForTests } = await import('./support/islands');
  return {
    islandOnUse: (_area: string, load: Parameters<typeof dynamicForTests>[0]) =>
      dynamicForTests(load),
  };
});

// The server reads its environment once (lib/config.ts); tests change it between cases
// (vi.stubEnv, `setEnv` in tests/support/platformStub.ts), so here every call reads it again.
vi.mock('@/lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/config')>();
  return { ...actual, config: () => actual.parseConfig(process.env) };
});

// findBy and waitFor wait for the state they check; a loaded two-core machine (a build beside the
// tests) can take longer than the default second to get there without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => islandsLoaded());
afterEach(() => cleanup());
