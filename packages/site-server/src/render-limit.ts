import { LRUCache } from 'lru-cache';

/** SITE_RENDERS_PER_MINUTE (default 60): the renders one client address may cause in a minute. */
export function rendersPerMinuteFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SITE_RENDERS_PER_MINUTE?.trim();
  if (!value) return 60;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`SITE_RENDERS_PER_MINUTE must be a whole number from 1, not ${JSON.stringify(value)}.`);
  }
  return Number(value);
}

interface RenderLimitOptions {
  perMinute: number;
  /** Client addresses counted at once; the least recently seen is forgotten past it. */
  maxClients?: number;
  now?: () => number;
}

/**
 * The renders each client address may cause (docs/architecture/site-server.md, "The site server"): `perMinute`
 * in a fixed window of a minute, counted only for a request that would render, so a page kept in
 * the cache is never refused. Returns the seconds to wait when a render is refused, else undefined
 * (and the render is counted). Counted in step with the request, with nothing awaited:
 * @fastify/rate-limit's store hands back its shared counter and reads it after an await, so a
 * burst of one client's requests all read the burst's final count and all are refused.
 */
export function createRenderLimit({ perMinute, maxClients = 10_000, now = Date.now }: RenderLimitOptions) {
  const windowMs = 60_000;
  const windows = new LRUCache<string, { start: number; renders: number }>({ max: maxClients });
  return (address: string): number | undefined => {
    const time = now();
    let window = windows.get(address);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, renders: 0 };
      windows.set(address, window);
    }
    if (window.renders >= perMinute) return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    window.renders += 1;
    return undefined;
  };
}
