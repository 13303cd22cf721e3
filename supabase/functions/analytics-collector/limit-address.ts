// What the collector reads of a visitor's address (docs/architecture/backend.md, "Flood limits"). Pure and free of
// Deno APIs. The client address that keys a visitor is decided once, in SQL (flood_limit.client_address_of,
// supabase/migrations/20261129120100_client_address_once.sql): the collector hands record_analytics_event
// the request's headers (addressHeaders) and decides nothing. Before any database work it still needs:
//
// - the site server's secret: a request carrying x-site-proxy-secret that is not SITE_PROXY_SECRET is
//   refused (403) here, so a guessed secret costs no database work;
// - an address to limit a flood by, in memory: the vouched x-site-visitor-address of a request carrying
//   the right secret, else the last x-forwarded-for entry, the one Supabase's gateway appends (whoever
//   called it, which no client can write). With one trusted proxy, production's setting, that is the
//   address SQL decides; behind more, the limits group visitors by the nearest proxy, and no key changes.
import { sameSecret } from '../_shared/same-secret.ts';

export type LimitAddress = { address: string } | { refused: 403 };

export function limitAddress(headers: Headers, siteProxySecret: string): LimitAddress {
  const given = headers.get('x-site-proxy-secret');
  if (given !== null) {
    if (!sameSecret(given, siteProxySecret)) return { refused: 403 };
    return { address: (headers.get('x-site-visitor-address') ?? '').trim().toLowerCase() };
  }
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { address: entries.at(-1) ?? '' };
}

/** The headers SQL keys a visitor from (record_analytics_event's request_headers), those the request has. */
export function addressHeaders(headers: Headers): Record<string, string> {
  const names = ['origin', 'user-agent', 'x-forwarded-for', 'x-site-proxy-secret', 'x-site-visitor-address'];
  return Object.fromEntries(names.flatMap((name) => (headers.has(name) ? [[name, headers.get(name) ?? '']] : [])));
}
