import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AuthService } from './auth/auth-handler.js';
import { IdentityError, resolveIdentity } from './auth/request-identity.js';
import type { Database } from './database/database.js';
import type { FeedProxy } from './feed/feed-proxy.js';
import type { EdgeFunctions } from './functions/edge-functions.js';
import { handleCors } from './http/cors.js';
import { BodyTooLargeError, sendJson } from './http/http-utils.js';
import { handleRest } from './rest/rest-handler.js';
import { handleRpc } from './rest/rpc-handler.js';
import type { SchemaCache } from './rest/schema-cache.js';
import type { StorageService } from './storage/storage-handler.js';

export interface Services {
  db: Database;
  schema: SchemaCache;
  auth: AuthService;
  storage: StorageService;
  feed: FeedProxy;
  /** /functions/v1/<name>, when the backend runs Edge Functions. */
  functions?: EdgeFunctions;
  jwtSecret: string;
  origins: Set<string>;
  log: (message: string) => void;
}

function restIdentityError(res: ServerResponse, error: IdentityError): void {
  if (error.reason === 'missing') {
    sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  } else if (error.reason === 'expired') {
    sendJson(res, 401, { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  } else {
    sendJson(res, 401, { code: 'PGRST301', details: null, hint: null, message: error.message });
  }
}

async function route(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (handleCors(req, res, services.origins)) return;
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;

  const rpc = path.match(/^\/rest\/v1\/rpc\/([^/]+)\/?$/);
  const rest = path.match(/^\/rest\/v1\/([^/]+)\/?$/);
  if (rest || rpc) {
    let identity: ReturnType<typeof resolveIdentity>;
    try {
      identity = resolveIdentity(req, url, services.jwtSecret);
    } catch (error) {
      if (error instanceof IdentityError) return restIdentityError(res, error);
      throw error;
    }
    if (rpc) return handleRpc(services.db, identity, req, res, url, decodeURIComponent(rpc[1]!));
    return handleRest(services.db, services.schema, identity, req, res, url, decodeURIComponent(rest![1]!));
  }
  if (path.startsWith('/storage/v1/')) {
    const segments = path.slice('/storage/v1/'.length).split('/');
    return services.storage.handle(req, res, url, segments);
  }
  if (path.startsWith('/auth/v1/')) return services.auth.handle(req, res, url, path.slice('/auth/v1'.length));
  const fn = path.match(/^\/functions\/v1\/([^/]+)(\/.*)?$/);
  if (fn && services.functions) return services.functions.handle(req, res, decodeURIComponent(fn[1]!), (fn[2] ?? '') + url.search);
  if (path.startsWith('/rss-to-json/')) return services.feed.handle(req, res, url, path.slice('/rss-to-json'.length));
  if (path === '/' || path === '/health') return sendJson(res, 200, { status: 'ok', database: services.db.kind });
  sendJson(res, 404, { message: 'no Route matched with those values' });
}

export function createApiServer(services: Services): Server {
  const server = createServer((req, res) => {
    route(services, req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { message: error.message });
        return;
      }
      services.log(
        `Internal error on ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(res, 500, { message: 'Internal server error' });
    });
  });
  server.keepAliveTimeout = 10_000;
  return server;
}
