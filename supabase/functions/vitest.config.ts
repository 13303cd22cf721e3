import { defineProject } from 'vitest/config';

// The Edge Functions' pure modules (Deno-free imports), tested under Node; the functions themselves run
// on Deno and are tested end to end (e2e/tests/enquiry-alert).
export default defineProject({
  test: { name: 'edge-functions', environment: 'node', include: ['**/*.test.ts'] },
});
