#!/usr/bin/env node
import { resolve } from 'node:path';
import { startSiteServer } from './site-server.js';

const root = resolve(process.env.SITE_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 4173);
const site = await startSiteServer({ root, port });
console.log(`Site: ${site.url}`);
