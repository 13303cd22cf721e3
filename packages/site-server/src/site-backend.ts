import type { FastifyRequest } from 'fastify';

/**
 * The backend the site server talks to for its visitors: the signal's collector and the forms'
 * inserts. `proxySecret` (SITE_PROXY_SECRET) lets it vouch for a visitor's address, so the
 * per-address limits in SQL and in the collector count the visitor, not this server
 * (docs/architecture/backend.md, "Flood limits").
 */
export interface SiteBackend {
  url: string;
  anonKey: string;
  proxySecret?: string;
}

/**
 * The backend from the site server's environment: SUPABASE_URL, SUPABASE_ANON_KEY and
 * SITE_PROXY_SECRET (`npm start` and the e2e server pass the local backend's); undefined when the
 * URL or the key is missing.
 */
export function siteBackendFromEnv(env: NodeJS.ProcessEnv = process.env): SiteBackend | undefined {
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  const proxySecret = env.SITE_PROXY_SECRET?.trim();
  return url && anonKey ? { url: url.replace(/\/$/, ''), anonKey, ...(proxySecret && { proxySecret }) } : undefined;
}

/** The headers that vouch for the visitor: the one address the server trusts (request.ip), and the secret. */
export function visitorHeaders(backend: SiteBackend | undefined, request: FastifyRequest): Record<string, string> {
  return backend?.proxySecret ? { 'x-site-proxy-secret': backend.proxySecret, 'x-site-visitor-address': request.ip } : {};
}
