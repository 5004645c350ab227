import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __MONOLITH__: 'false' },
  test: { environment: 'node', testTimeout: 30_000, setupFiles: ['./src/test-setup.ts'] },
});
