import { defineProject } from 'vitest/config';

// Unit and component tests in jsdom. The stories run in Chromium: vitest.stories.config.ts.
export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Radix + user-event tests are slow when the root run shares 2 cores with the browser project.
    testTimeout: 20_000,
  },
});
