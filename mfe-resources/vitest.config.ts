import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-resources', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
});
