#!/usr/bin/env node
import { resolve } from 'node:path';
import { closeOnSignals } from './graceful-shutdown.js';
import { siteBackendFromEnv } from './site-backend.js';
import { startSiteServer } from './site-server.js';

/** A whole number of milliseconds from the environment, else `fallback`; anything else stops the start. */
function millisecondsFromEnv(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, not ${JSON.stringify(value)}.`);
  return Number(value);
}

const root = resolve(process.env.SITE_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 4173);
const backend = siteBackendFromEnv();
// SITE_ENVIRONMENT: a release environment to serve (npm run release), instead of the builds in place.
const environment = process.env.SITE_ENVIRONMENT ? resolve(root, process.env.SITE_ENVIRONMENT) : undefined;
// docs/architecture.md, "Health, readiness and drain": the keep-alive timeout outlasts the balancer's idle timeout.
const keepAliveMs = millisecondsFromEnv('SITE_KEEP_ALIVE_MS', 72_000);
const drainDelayMs = millisecondsFromEnv('SITE_DRAIN_DELAY_MS', 5000);
const timeoutMs = millisecondsFromEnv('SITE_SHUTDOWN_TIMEOUT_MS', 10_000);

const site = await startSiteServer({ root, port, backend, environment, timeouts: { keepAliveMs } });
closeOnSignals(site.app, { drainDelayMs, timeoutMs, log: (line) => console.log(line) });
console.log(`Site: ${site.url}`);
if (!backend)
  console.log('No backend: POST /api/signal drops every signal and form posts answer 503. Set SUPABASE_URL and SUPABASE_ANON_KEY.');
else if (!backend.proxySecret) console.log('SITE_PROXY_SECRET is not set: the backend counts every visitor of this server as one address.');
