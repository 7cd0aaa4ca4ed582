import { defineConfig } from 'vitest/config';

// `npm run test:unit`: fast tests of pure logic (shared package, web app, scripts' helpers). Server integration
// tests have their own config in apps/server (run twice: PGlite and PostgreSQL); browser journeys
// have theirs in apps/web/e2e.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
