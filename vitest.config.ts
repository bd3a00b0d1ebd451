import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/*
 * Most test files share one module graph per worker: loading every module again for each of the
 * 190 files took more than half of the suite's time. A file that replaces a module, a global, an
 * environment variable or the clock, itself or through a support module, keeps a graph of its own,
 * so that nothing it changes reaches the files run after it in the same worker.
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(|process\.env\.\w+\s*=[^=]/;
const sourceOf = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const testFiles = readdirSync(new URL('./tests', import.meta.url), { recursive: true })
  .map((file) => `tests/${String(file)}`)
  .filter((file) => /\.test\.tsx?$/.test(file));
const stateChangingSupport = readdirSync(new URL('./tests/support', import.meta.url))
  .filter((file) => CHANGES_SHARED_STATE.test(sourceOf(`tests/support/${file}`)))
  .map((file) => `support/${file.replace(/\.tsx?$/, '')}'`);
const isolatedFiles = testFiles.filter((file) => {
  const source = sourceOf(file);
  return (
    CHANGES_SHARED_STATE.test(source) ||
    stateChangingSupport.some((support) => source.includes(support))
  );
});

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests run server modules outside React's server environment, where the marker would throw.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
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
      {
        extends: true,
        test: { name: 'shared', include: testFiles, exclude: isolatedFiles, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
    ],
  },
});
