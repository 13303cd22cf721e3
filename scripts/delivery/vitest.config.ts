import { defineConfig } from 'vitest/config';

// The delivery tests (docs/architecture/operations.md, "Delivery tests"): real Varnish and HAProxy in front of
// the site server's own processes. They run alone, one file at a time, in npm test's Delivery stage
// after the other Vitest files (npm run test:delivery): the fleet's load and the cache's counts are
// the site's, not those of the tests that would run beside them.
export default defineConfig({
  test: {
    name: 'delivery',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
