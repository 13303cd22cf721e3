#!/usr/bin/env node
import { resolve } from 'node:path';
import { signalBackendFromEnv } from './signal-proxy.js';
import { startSiteServer } from './site-server.js';

const root = resolve(process.env.SITE_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 4173);
const signalBackend = signalBackendFromEnv();
// SITE_ENVIRONMENT: a release environment to serve (npm run release), instead of the builds in place.
const environment = process.env.SITE_ENVIRONMENT ? resolve(root, process.env.SITE_ENVIRONMENT) : undefined;
const site = await startSiteServer({ root, port, signalBackend, environment });
console.log(`Site: ${site.url}`);
if (!signalBackend) console.log('POST /api/signal drops every signal: set SUPABASE_URL and SUPABASE_ANON_KEY to forward them.');
