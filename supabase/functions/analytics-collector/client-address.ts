// The one client address the collector trusts (docs/architecture.md, "Flood limits"), by the rule the
// database's flood limits read too (supabase/migrations/*_flood_limits.sql). Pure and free of Deno APIs.
//
// - A request carrying x-site-proxy-secret equal to SITE_PROXY_SECRET comes from the site's own server,
//   which vouches for the visitor in x-site-visitor-address (an IP address). A wrong secret is refused
//   (403), a vouched value that is not an IP address too (400).
// - Otherwise: the x-forwarded-for entry `trustedHops` from the right. Each trusted proxy in front of the
//   function appends its caller's address (Supabase's gateway, so 1 by default: whoever called the
//   function); the entries on the left of it were written by the client and are never read.
import { sameSecret } from '../_shared/same-secret.ts';

export interface AddressRule {
  /** Proxies in front of the function that append their caller's address: ANALYTICS_TRUSTED_PROXY_HOPS, else 1. */
  trustedHops: number;
  /** The site server's shared secret (SITE_PROXY_SECRET); empty: no request is vouched for. */
  siteProxySecret: string;
}

export type ClientAddress = { address: string } | { refused: 400 | 403 };

/** ANALYTICS_TRUSTED_PROXY_HOPS: a whole number from 1 to 10, else 1. */
export function trustedHops(value: string | undefined): number {
  const hops = Number(value || 1);
  return Number.isInteger(hops) && hops >= 1 && hops <= 10 ? hops : 1;
}

const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** An IPv4 address in dotted decimal, or an IPv6 address (hex groups, `::`, an IPv4 tail). */
export function isIpAddress(value: string): boolean {
  if (ipv4.test(value)) return true;
  if (!/^[0-9a-f:.]{2,45}$/i.test(value) || !value.includes(':')) return false;
  const [head = '', ...rest] = value.split('::');
  if (rest.length > 1) return false;
  const groups = [...head.split(':'), ...(rest[0] ?? '').split(':')].filter((group) => group !== '');
  const tail = groups.at(-1) ?? '';
  const hexGroups = ipv4.test(tail) ? groups.slice(0, -1) : groups;
  const width = hexGroups.length + (ipv4.test(tail) ? 2 : 0);
  return hexGroups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) && (rest.length === 1 ? width < 8 : width === 8);
}

/** The entry `hops` from the right of x-forwarded-for; with fewer entries, the first (every one was a trusted proxy's). */
export function forwardedAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? '';
}

export async function clientAddress(headers: Headers, rule: AddressRule): Promise<ClientAddress> {
  const given = headers.get('x-site-proxy-secret');
  if (given !== null) {
    if (!rule.siteProxySecret || !sameSecret(given, rule.siteProxySecret)) return { refused: 403 };
    const vouched = (headers.get('x-site-visitor-address') ?? '').trim();
    return isIpAddress(vouched) ? { address: vouched.toLowerCase() } : { refused: 400 };
  }
  return { address: forwardedAddress(headers.get('x-forwarded-for'), rule.trustedHops) };
}
