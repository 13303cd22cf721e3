import { createSiteConfig } from '@staycompliant/site-config';
import type { ProxyOptions } from 'vite';

/**
 * `pnpm dev`'s stand-in for the site server's POST /api/signal (docs/architecture.md, "Analytics"):
 * the tracker's signals go to the backend's analytics-collector function, with the anon key its
 * gateway asks for and the visitor's address in x-forwarded-for.
 */
export function signalDevProxy(env: Record<string, string | undefined>): Record<string, ProxyOptions> {
  const { backend } = createSiteConfig(env);
  return {
    '/api/signal': {
      target: backend.url,
      changeOrigin: true,
      xfwd: true,
      rewrite: () => '/functions/v1/analytics-collector',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
    },
  };
}
