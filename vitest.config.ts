import { defineConfig } from 'vitest/config';

// One run over every app and package: each folder keeps its own vitest config (its team runs it
// alone with `pnpm --filter <name> test`); this file only lists them.
export default defineConfig({
  test: {
    projects: ['shell', 'mfe-*', 'packages/*', 'packages/ui/vitest.stories.config.ts', 'scripts', 'supabase/functions'],
  },
});
