import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { islandsLoaded } from './support/islands';

vi.mock('next/dynamic', async () => ({
  default: (await import('./support/islands')).dynamicForTests,
}));

beforeEach(() => islandsLoaded());
afterEach(() => cleanup());
