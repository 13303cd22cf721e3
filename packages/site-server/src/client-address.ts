/**
 * How many proxies in front of the site server to trust for the client's address: from
 * SITE_TRUSTED_PROXY_HOPS, 0 (the socket's address) when unset. Fastify's `trustProxy` then takes
 * the address that many hops from the right of X-Forwarded-For; entries a client wrote itself are
 * never believed (docs/architecture/site-server.md, "The site server").
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SITE_TRUSTED_PROXY_HOPS?.trim();
  if (!value) return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`SITE_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not ${JSON.stringify(value)}.`);
  }
  return hops;
}
