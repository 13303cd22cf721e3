import { defineProject } from 'vitest/config';

export default defineProject({
  // `source`: a workspace package's TypeScript source where its package.json offers one (dev-backend's
  // migrated-postgres), so these tests need no build first.
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.ts'], testTimeout: 20_000 },
});
