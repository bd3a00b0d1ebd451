import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const siteClock = JSON.parse(readFileSync('e2e/site-clock.json', 'utf8')) as { moment: string };

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A page hydrates in well under a second alone, but two workers, their browsers and the server
  // share two cores and can take several: an assertion waits for its state this long.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Recording a trace of every test took about a fifth of the suite's time; a test that fails is
  // traced when it runs again (CI retries once; locally, `--trace on` for the test in question).
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'on-first-retry' },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1440, height: 900 } },
    },
    { name: 'mobile', grepInvert: /@desktop-only/, use: { ...devices['Pixel 7'], ...chromium } },
  ],
  webServer: {
    // Serves the production build made by `next build` (scripts/test.sh builds first).
    command: `npx next start --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      DRAFT_MODE_SECRET: 'e2e-draft-secret',
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      PLATFORM_DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      // Every test request comes from 127.0.0.1; the limit itself is covered by the route tests.
      RATE_LIMIT_PER_MINUTE: '1000',
      // Dated content (a center's opening, a sale, a scheduled section) as of one fixed moment,
      // the moment the build rendered its pages at too (scripts/test.sh).
      SITE_CLOCK: siteClock.moment,
    },
  },
});
