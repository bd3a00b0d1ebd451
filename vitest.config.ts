import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Component tests type into many fields; on a busy two-core machine (a build beside them) that
    // takes longer than the 5 s default without anything being wrong.
    testTimeout: 20_000,
    // Vitest keeps a core free by default, which on a two-core machine runs the files one by one.
    maxWorkers: '100%',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
