import { defineConfig } from 'vitest/config';

// One run over every app and package: each folder keeps its own vitest config (its team runs it
// alone with `pnpm --filter <name> test`); this file only lists them.
export default defineConfig({
  test: {
    projects: ['shell', 'mfe-*', 'packages/*', 'packages/ui/vitest.stories.config.ts', 'scripts', 'supabase/functions'],
    // Vitest's default is one worker per core less one: a single worker on this 2-core machine. Most
    // of the slow files wait on a child process, a database or a socket, not on the CPU, so three
    // run side by side (the story tests keep one browser page: their screenshots are compared to the pixel).
    maxWorkers: 3,
  },
});
