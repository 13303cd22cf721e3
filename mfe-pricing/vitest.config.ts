import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mfe-pricing', environment: 'jsdom', isolate: false, setupFiles: ['./src/test-setup.ts'] },
});
