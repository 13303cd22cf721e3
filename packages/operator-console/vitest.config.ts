import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'operator-console', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});
