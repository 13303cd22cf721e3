import { defineProject } from 'vitest/config';

export default defineProject({
  // jsdom parses feed HTML slowly on a busy machine: allow more than the default 5 s.
  test: { name: 'mfe-resources', environment: 'jsdom', isolate: false, setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});
