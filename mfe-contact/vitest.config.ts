import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-contact', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
});
