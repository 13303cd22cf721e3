#!/usr/bin/env node
import { resolve } from 'node:path';
import { closeOnSignals } from './graceful-shutdown.js';
import { siteBackendFromEnv } from './site-backend.js';
import { type SiteConfig, siteConfigFromEnv } from './site-config.js';
import { startSiteServer } from './site-server.js';

/** A whole number (of milliseconds, or a port) from the environment, else `fallback`; anything else stops the start. */
function wholeNumberFromEnv(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}.`);
  return Number(value);
}

const root = resolve(process.env.SITE_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 4173);
// SITE_HOST: the address to listen on, 127.0.0.1 by default; 0.0.0.0 in a container (the Dockerfile's).
const host = process.env.SITE_HOST?.trim() || undefined;
const backend = siteBackendFromEnv();
// The site's configuration (README, "Configuration"): a wrong variable stops the start, named in one line.
let siteConfig: SiteConfig;
try {
  siteConfig = siteConfigFromEnv(process.env, `http://127.0.0.1:${port}`);
} catch (error) {
  console.error(`The site server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// SITE_ENVIRONMENT: a release environment to serve (npm run release), instead of the builds in place.
const environment = process.env.SITE_ENVIRONMENT ? resolve(root, process.env.SITE_ENVIRONMENT) : undefined;
// docs/architecture/operations.md, "Health, readiness and drain": the keep-alive timeout outlasts the balancer's idle timeout.
const keepAliveMs = wholeNumberFromEnv('SITE_KEEP_ALIVE_MS', 72_000);
const drainDelayMs = wholeNumberFromEnv('SITE_DRAIN_DELAY_MS', 5000);
const timeoutMs = wholeNumberFromEnv('SITE_SHUTDOWN_TIMEOUT_MS', 10_000);
// docs/architecture/operations.md, "What an operator sees": one JSON line per request, and /metrics on a port of its own.
const logLevel = process.env.SITE_LOG_LEVEL?.trim() || 'info';
const metricsPort = process.env.SITE_METRICS_PORT?.trim() ? wholeNumberFromEnv('SITE_METRICS_PORT', 0) : undefined;
const metricsHost = process.env.SITE_METRICS_HOST?.trim() || undefined;

const site = await startSiteServer({
  root,
  port,
  ...(host && { host }),
  backend,
  environment,
  siteConfig,
  timeouts: { keepAliveMs },
  log: { level: logLevel },
  ...(metricsPort !== undefined && { metrics: { port: metricsPort, ...(metricsHost && { host: metricsHost }) } }),
});
closeOnSignals(site.app, { drainDelayMs, timeoutMs });
console.log(`Site: ${site.url}`);
if (site.app.metricsUrl) console.log(`Metrics: ${site.app.metricsUrl}`);
if (!backend)
  console.log('No backend: POST /api/signal drops every signal and form posts answer 503. Set SUPABASE_URL and SUPABASE_ANON_KEY.');
else if (!backend.proxySecret) console.log('SITE_PROXY_SECRET is not set: the backend counts every visitor of this server as one address.');
