import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { islandsLoaded } from './support/islands';

vi.mock('next/dynamic', async () => ({
  default: (await import('./support/islands')).dynamicForTests,
}));

// findBy and waitFor wait for the state they check; a loaded two-core machine (a build beside the
// tests) can take longer than the default second to get there without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => islandsLoaded());
afterEach(() => cleanup());
