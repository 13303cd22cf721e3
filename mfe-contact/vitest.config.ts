import { defineProject } from 'vitest/config';

export default defineProject({
  // Radix dialogs in jsdom are slow on the shared 2-core machine.
  test: { name: 'mfe-contact', environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});
