import type { Database } from '../database/database.js';

/**
 * The flood limits' local settings (supabase/migrations/*_flood_limits.sql; docs/architecture/backend.md, "Flood
 * limits"): the site server's shared secret in the local Vault, as an operator stores it once on a hosted
 * project, and the limit on the forms' inserts per client address.
 */

/** The secret the local site server sends in x-site-proxy-secret (to SQL and the collector). Local only. */
export const localSiteProxySecret = 'local-site-proxy-secret-not-for-production';

/** At most `max` inserts per client address and form in `windowSeconds`; null: no limit. */
export type FloodLimit = { max: number; windowSeconds: number } | null;

/**
 * FLOOD_LIMIT as `<max>/<seconds>` (production's is `5/600`), or `off`. Unset, the local server has no
 * limit: every local browser, test and script is 127.0.0.1, one address, so production's limit would be
 * one limit for all of them. Tests and a developer trying the limit set it.
 */
export function floodLimitFromEnv(env: NodeJS.ProcessEnv = process.env): FloodLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(env.FLOOD_LIMIT ?? '');
  if (!match) return null;
  const max = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return max >= 1 && windowSeconds >= 1 ? { max, windowSeconds } : null;
}

export async function storeFloodLimit(db: Database, limit: FloodLimit, siteProxySecret: string): Promise<void> {
  await db.asOwner(async (tx) => {
    await tx.query('update flood_limit.settings set max_per_window = $1, window_seconds = $2', [
      limit?.max ?? null,
      limit?.windowSeconds ?? 600,
    ]);
    await tx.query(
      `insert into vault.secrets (name, secret) values ('site_proxy_secret', $1)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [siteProxySecret],
    );
  });
}
