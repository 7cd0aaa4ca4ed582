import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tools/: the bench's own unit tests and the two-node fleet test (tooling kept out of src/).
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    // The Redis tests need a real server: they run when TEST_REDIS_URL names one (.ci/run sets it).
    // The fleet test (two server processes) needs PostgreSQL and Redis: it joins the PostgreSQL pass.
    exclude: [
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts', 'tools/**/*.redis.test.ts']),
      ...(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL ? [] : ['src/**/*.fleet.test.ts', 'tools/**/*.fleet.test.ts']),
    ],
    environment: 'node',
    // Migrates one template database for the run; each test context starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers fit the 2-core machines this runs on.
    maxWorkers: 2,
  },
});
