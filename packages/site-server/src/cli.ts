#!/usr/bin/env node
import { resolve } from 'node:path';
import { siteBackendFromEnv } from './site-backend.js';
import { startSiteServer } from './site-server.js';

const root = resolve(process.env.SITE_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 4173);
const backend = siteBackendFromEnv();
// SITE_ENVIRONMENT: a release environment to serve (npm run release), instead of the builds in place.
const environment = process.env.SITE_ENVIRONMENT ? resolve(root, process.env.SITE_ENVIRONMENT) : undefined;
const site = await startSiteServer({ root, port, backend, environment });
console.log(`Site: ${site.url}`);
if (!backend)
  console.log('No backend: POST /api/signal drops every signal and form posts answer 503. Set SUPABASE_URL and SUPABASE_ANON_KEY.');
else if (!backend.proxySecret) console.log('SITE_PROXY_SECRET is not set: the backend counts every visitor of this server as one address.');
