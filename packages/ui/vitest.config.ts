import { defineConfig } from 'vitest/config';

// Node by default; component tests say `// @vitest-environment jsdom` at their top.
export default defineConfig({ test: { environment: 'node', setupFiles: ['./src/test-setup.ts'] } });
