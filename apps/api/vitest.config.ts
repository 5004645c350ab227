import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file opens an in-memory Postgres and imports the real MARC files once (beforeAll).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
