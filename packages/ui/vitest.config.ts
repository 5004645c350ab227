import { defineConfig } from 'vitest/config';

// Node by default; component tests say `// @vitest-environment jsdom` at their top.
export default defineConfig({ test: { environment: 'node', testTimeout: 30_000, setupFiles: ['./src/test-setup.ts'] } });
