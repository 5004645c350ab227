import { defineConfig } from '@playwright/test';
import { FIXTURE_PORT, workerCount } from './stacks.mjs';

// One stack per worker (e2e/server.mjs, e2e/stacks.mjs): its own shell and API, which tests/helpers.ts
// puts back to the seeded state before each spec file, so spec files run in parallel, each file's
// tests in order in one worker. E2E_WORKERS sets the number of workers (default: from the machine).
const workers = workerCount();
// Restarts a remote's shared static server (:8083): run alone, after every other spec.
const alone = /deploy-alone(-[a-z-]+)?\.spec\.ts$/;
// The browser parts of `pnpm test:security` and `pnpm test:reliability` (scripts/suite.mjs), not of `pnpm e2e`.
const suites = /tests\/(security|reliability)\//;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: the worker's own shell (tests/helpers.ts)
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'parallel', testIgnore: [alone, suites] },
    // `playwright test --no-deps tests/deploy-alone.spec.ts` runs it without the others first.
    { name: 'alone', testMatch: alone, testIgnore: suites, dependencies: ['parallel'] },
    { name: 'security', testDir: './tests/security' },
    { name: 'reliability', testDir: './tests/reliability' },
  ],
  webServer: {
    command: 'node server.mjs',
    // The fixture server listens once every stack is up.
    url: `http://127.0.0.1:${FIXTURE_PORT}/remoteEntry.js`,
    env: { E2E_WORKERS: String(workers) },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    // SIGTERM: the server stops its APIs and removes its database copies (a SIGKILL would leave them in the temp folder).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
