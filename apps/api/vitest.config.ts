import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file opens an in-memory Postgres and seeds it from the real MARC files once (beforeAll).
    // Generous limits: CI runs every package's tests at once on two cores (these are not speed checks).
    hookTimeout: 240_000,
    testTimeout: 60_000,
  },
});
