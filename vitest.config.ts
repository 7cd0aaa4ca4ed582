import { defineConfig } from 'vitest/config';

// `npm run test:unit`: fast tests of pure logic (shared package, web app, scripts' helpers). Server integration
// tests have their own config in apps/server (run twice: PGlite and PostgreSQL); browser journeys
// have theirs in apps/web/e2e.
//
// Two projects, `unit` and `unit-dom` (`--project 'unit*'` runs both): a test file gets a browser
// document (jsdom) only when it is a component test (`.tsx`) or asks for one
// (`// @vitest-environment jsdom`). Setting jsdom up cost more than the tests themselves when every
// file had it (112 s of environment beside 20 s of tests, docs/performance.md).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
