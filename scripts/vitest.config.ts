import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  // `source`: a workspace package's TypeScript source where its package.json offers one (dev-backend's
  // migrated-postgres), so these tests need no build first.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    // The delivery tests run alone, in a stage of npm test's own (delivery/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'delivery/**'],
    testTimeout: 20_000,
  },
});
