import type { IncomingMessage, ServerResponse } from 'node:http';
import { devShellPort, sitePort } from '@staycompliant/local-ports';
import { header } from './http-utils.js';

/** Storybook's port. */
const storybookPort = 6006;

/** The site's loopback origins (preview, dev server, Storybook) plus SITE_ORIGINS (comma-separated). */
export function allowedOrigins(extra: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const host of ['127.0.0.1', 'localhost']) {
    for (const port of [sitePort(), devShellPort(), storybookPort]) origins.add(`http://${host}:${port}`);
  }
  for (const origin of (extra ?? '').split(',')) {
    const trimmed = origin.trim().replace(/\/$/, '');
    if (trimmed) origins.add(trimmed);
  }
  return origins;
}

const allowedHeaders = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'x-upsert',
  'prefer',
  'accept-profile',
  'content-profile',
  'cache-control',
  'range',
  'x-supabase-api-version',
  'x-retry-count',
];

const exposedHeaders = ['content-range', 'content-location', 'content-length', 'etag', 'x-supabase-api-version'];

/** Adds CORS headers for an allowed origin; answers preflight requests. Returns true when answered. */
export function handleCors(req: IncomingMessage, res: ServerResponse, origins: Set<string>): boolean {
  const origin = header(req, 'origin');
  const allowed = origin !== undefined && origins.has(origin);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', exposedHeaders.join(', '));
  }
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    const requested = (header(req, 'access-control-request-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', [...new Set([...allowedHeaders, ...requested])].join(', '));
    res.setHeader('Access-Control-Max-Age', '3600');
  }
  res.writeHead(allowed ? 204 : 403, { 'Content-Length': '0' });
  res.end();
  return true;
}
