import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'dev-backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own server (and PostgreSQL cluster); they share the machine's two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
