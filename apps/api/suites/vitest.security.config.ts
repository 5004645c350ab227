import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `pnpm test:security` (scripts/suite.mjs): the security suite's API part. Files run one at a time: some
// start real servers and measure, and CI has two cores.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['suites/security/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    hookTimeout: 600_000,
    testTimeout: 900_000,
  },
});
