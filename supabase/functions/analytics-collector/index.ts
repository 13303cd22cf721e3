// Supabase Edge Function: the analytics collector (docs/architecture/analytics.md, "Analytics"). The site's tracker
// posts each signal to /api/signal on the site's own origin, which the host (locally the site server)
// forwards here. It refuses origins other than the site's, limits each client address before any database
// work, drops and counts what must not be stored, and stores the allow-listed fields of the rest through
// service-role RPCs, which key the visitor in the database. Nothing is logged per request.
// Deploy: `supabase functions deploy analytics-collector --use-api` (verify_jwt = false in config.toml).
import { serviceClient } from '../_shared/service-client.ts';
import { createCollector } from './collector.ts';
import { FailureLog } from './failure-log.ts';
import { limitKeys } from './limit-key.ts';
import { RateLimiter } from './rate-limiter.ts';
import { siteHosts } from './site-hosts.ts';

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

/** A whole number of signals a minute from the environment, else the default. */
function perMinute(name: string, fallback: number): number {
  const given = Number(Deno.env.get(name) || fallback);
  return Number.isInteger(given) && given > 0 ? given : fallback;
}

Deno.serve(
  createCollector({
    db: serviceClient(setting('SUPABASE_URL'), setting('SUPABASE_SERVICE_ROLE_KEY'), { timeoutMs: 3_000 }),
    limiter: new RateLimiter({ limit: perMinute('ANALYTICS_RATE_LIMIT_PER_MINUTE', 30), windowMs: 60_000, maxKeys: 50_000 }),
    addressLimiter: new RateLimiter({
      limit: perMinute('ANALYTICS_ADDRESS_RATE_LIMIT_PER_MINUTE', 120),
      windowMs: 60_000,
      maxKeys: 50_000,
    }),
    limitKey: limitKeys(),
    siteHosts: siteHosts(Deno.env.get('SITE_URL'), Deno.env.get('ANALYTICS_SITE_HOSTS')),
    siteProxySecret: Deno.env.get('SITE_PROXY_SECRET') ?? '',
    failures: new FailureLog((line) => console.error(line)),
  }),
);
