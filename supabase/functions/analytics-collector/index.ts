// Supabase Edge Function: the analytics collector (docs/architecture.md, "Analytics"). The site's tracker
// posts each signal to /api/signal on the site's own origin, which the host (locally the site server)
// forwards here. It drops and counts what must not be stored, and stores the allow-listed fields of the
// rest under a daily visitor key, through service-role RPCs. Nothing is logged per request.
// Deploy: `supabase functions deploy analytics-collector --use-api` (verify_jwt = false in config.toml).
import { createCollector } from './collector.ts';
import { FailureLog } from './failure-log.ts';
import { RateLimiter } from './rate-limiter.ts';
import { serviceRpc } from './service-rpc.ts';
import { DailySalt } from './visitor-key.ts';

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

/** Signals a visitor may have stored per minute: ANALYTICS_RATE_LIMIT_PER_MINUTE, else 30. */
function ratePerMinute(): number {
  const given = Number(Deno.env.get('ANALYTICS_RATE_LIMIT_PER_MINUTE') || 30);
  return Number.isInteger(given) && given > 0 ? given : 30;
}

const rpc = serviceRpc(setting('SUPABASE_URL'), setting('SUPABASE_SERVICE_ROLE_KEY'));

Deno.serve(
  createCollector({
    rpc,
    salt: new DailySalt({ fetchSalt: async (candidate) => String(await rpc('analytics_daily_salt', { candidate })) }),
    limiter: new RateLimiter({ limit: ratePerMinute(), windowMs: 60_000, maxKeys: 50_000 }),
    failures: new FailureLog((line) => console.error(line)),
  }),
);
