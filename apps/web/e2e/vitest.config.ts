import { defineConfig } from 'vitest/config';

// Playwright journeys (playwright-core driving the system Chromium) against the built app.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    // One browser at a time: CI machines have two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 90_000,
    // A real browser against a real server on a shared two-core machine: one retry absorbs a
    // scheduling stall. A journey that fails twice fails the run, and retries show in e2e.json.
    retry: 1,
    hookTimeout: 240_000,
  },
});
