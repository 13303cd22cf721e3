import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'app-runtime', environment: 'jsdom', isolate: false, setupFiles: ['./src/test-setup.ts'] },
});
