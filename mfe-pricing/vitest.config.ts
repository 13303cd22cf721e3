import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-pricing', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
});
