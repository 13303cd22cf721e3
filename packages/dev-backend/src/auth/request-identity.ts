import type { IncomingMessage } from 'node:http';
import type { ApiRole, RequestIdentity } from '../database/database.js';
import { header } from '../http/http-utils.js';
import { JwtError, verifyJwt } from './jwt-keys.js';

export class IdentityError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'invalid' | 'expired',
  ) {
    super(message);
  }
}

const apiRoles: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

/** The bearer token of a request, else its apikey (as the API gateway of hosted Supabase does). */
export function requestToken(req: IncomingMessage, url: URL): string | undefined {
  const authorization = header(req, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return bearer || header(req, 'apikey') || url.searchParams.get('apikey') || undefined;
}

/**
 * The request's headers as PostgREST passes them to SQL in `request.headers`: names lower-cased, repeated
 * headers joined, values read as UTF-8 (Node hands them over as Latin-1, one character per byte), and
 * the socket's address appended to `x-forwarded-for`, as Supabase's API gateway appends its caller's: the
 * entries a client wrote itself stay on the left, where the flood limits' trusted-hop rule never reads
 * (docs/architecture/backend.md, "Flood limits").
 */
function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    headers[name] = Buffer.from(text, 'latin1').toString('utf8');
  }
  const socket = req.socket.remoteAddress;
  if (socket) headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${socket}` : socket;
  return headers;
}

/** Verifies the request's JWT and returns the database role, claims and headers it runs with. */
export function resolveIdentity(req: IncomingMessage, url: URL, secret: string): RequestIdentity {
  const token = requestToken(req, url);
  if (!token) throw new IdentityError('No API key found in request', 'missing');
  let claims: ReturnType<typeof verifyJwt>;
  try {
    claims = verifyJwt(token, secret);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Invalid JWT';
    throw new IdentityError(message, error instanceof JwtError && message === 'JWT expired' ? 'expired' : 'invalid');
  }
  const role = claims.role ?? 'anon';
  if (!apiRoles.includes(role as ApiRole)) {
    throw new IdentityError(`role "${role}" does not exist`, 'invalid');
  }
  return { role: role as ApiRole, claims, headers: requestHeaders(req) };
}
