import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site-server',
    environment: 'node',
    // The built server (ssr/page-renderer.test.ts) runs on Node's own loader, as in production:
    // the remotes' server bundles it imports resolve react and the UI kit through its module hook.
    server: { deps: { external: [/\/packages\/site-server\/dist\//] } },
  },
});
