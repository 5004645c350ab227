import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `pnpm test:reliability` (scripts/suite.mjs): the reliability suite's API part. Files run one at a time: some
// start real servers and measure, and CI has two cores.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['suites/reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    hookTimeout: 600_000,
    testTimeout: 900_000,
  },
});
