import { defineConfig } from 'vitest/config';

// Component tests render in jsdom; on a loaded 2-core machine (CI runs the packages in parallel) one
// render can take seconds, so a test fails on its assertions, not on vitest's 5 s default.
export default defineConfig({ test: { environment: 'node', testTimeout: 30_000, setupFiles: ['./src/test-setup.ts'] } });
