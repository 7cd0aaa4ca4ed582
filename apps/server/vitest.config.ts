import { defineConfig } from 'vitest/config';

/** Test files that replace a module of the app with vi.mock: they keep a module registry of their own. */
const MOCKING = ['src/modules/applications/reference.test.ts', 'src/modules/screening/screening.reference.test.ts'];

const shared = {
  environment: 'node' as const,
  // Migrates one template database for the run; each test context starts from a copy of it.
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers fit the 2-core machines this runs on.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          // tools/: the bench's own unit tests and the two-node fleet test (tooling kept out of src/).
          include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
          // The Redis tests need a real server: they run when TEST_REDIS_URL names one (.ci/run sets
          // it). The fleet test (two server processes) needs PostgreSQL and Redis: it joins the
          // PostgreSQL pass.
          exclude: [
            ...MOCKING,
            ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts', 'tools/**/*.redis.test.ts']),
            ...(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL ? [] : ['src/**/*.fleet.test.ts', 'tools/**/*.fleet.test.ts']),
          ],
          // The files of a worker share one module registry: the app's module graph (Fastify, the
          // database drivers, the S3 SDK, sharp, ...) is loaded once a worker, not once a file.
          // Loading it was most of a run (vitest's "import": 367 s of 481 s on PGlite, 2 December).
          // Every test builds its own app and database (createTestContext) and the app keeps no
          // state in its modules (docs/architecture.md, "Tests").
          isolate: false,
        },
      },
      { test: { ...shared, name: 'server-mocking', include: MOCKING } },
    ],
  },
});
