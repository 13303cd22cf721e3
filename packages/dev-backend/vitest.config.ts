import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'dev-backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One throwaway PostgreSQL 15 cluster for the run (as the postgres user when run as root).
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
