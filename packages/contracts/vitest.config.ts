import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'contracts', environment: 'jsdom' },
});
