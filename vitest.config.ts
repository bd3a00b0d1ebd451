import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TESTS = 'tests/**/*.test.{ts,tsx}';

// A file that replaces a module (vi.mock) needs a module graph of its own; every other file shares
// its worker's modules with the files before it, which spares re-importing React and the site's
// modules for each file (169 s → 115 to 130 s for the whole suite on two cores).
const testsFolder = fileURLToPath(new URL('./tests/', import.meta.url));
// The paths serve as glob patterns: a folder named after a route segment (`[slug]`) is escaped.
const mocksModules = readdirSync(testsFolder, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .filter((name) => /\bvi\.(mock|doMock)\(/.test(readFileSync(testsFolder + name, 'utf8')))
  .map((name) => `tests/${name.split(sep).join('/')}`.replace(/[[\]{}()*?!]/g, '\\$&'));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests run server modules outside React's server environment, where the marker would throw.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      // Next's compiler provides the root segment's getters (app/[locale]); tests get a stand-in.
      'next/root-params': fileURLToPath(new URL('./tests/support/rootParams.ts', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Component tests type into many fields; on a busy two-core machine (a build beside them) that
    // takes longer than the 5 s default without anything being wrong.
    testTimeout: 20_000,
    // Vitest keeps a core free by default, which on a two-core machine runs the files one by one.
    maxWorkers: '100%',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      { extends: true, test: { name: 'own modules', include: mocksModules } },
      {
        extends: true,
        test: { name: 'shared modules', include: [TESTS], exclude: mocksModules, isolate: false },
      },
    ],
  },
});
