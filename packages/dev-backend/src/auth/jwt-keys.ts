import { createHmac, timingSafeEqual } from 'node:crypto';

/** The Supabase CLI's local JWT secret: the site's built-in local anon key is signed with it. */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Expiry of the Supabase CLI's demo keys (2032-11-12). */
const demoKeyExpiry = 1983812996;

export type JwtClaims = Record<string, unknown> & { role?: string; exp?: number; sub?: string };

function base64Url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/** Signs claims as a compact HS256 JWT, with the header in the same byte order as the CLI's keys. */
export function signJwt(claims: JwtClaims, secret = localJwtSecret): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export class JwtError extends Error {}

/** Verifies an HS256 JWT and its expiry; returns its claims or throws JwtError. */
export function verifyJwt(token: string, secret = localJwtSecret, now = Date.now()): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError(`Expected 3 parts in JWT; got ${parts.length}`);
  const [header, payload, signature] = parts as [string, string, string];
  let headerJson: { alg?: string };
  let claims: JwtClaims;
  try {
    headerJson = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    throw new JwtError('JWT could not be decoded');
  }
  if (headerJson.alg !== 'HS256') throw new JwtError('Wrong or unsupported encoding algorithm');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('JWT cryptographic operation failed');
  }
  if (typeof claims !== 'object' || claims === null) throw new JwtError('JWT claims are not an object');
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) throw new JwtError('JWT expired');
  return claims;
}

/** The CLI's demo anon and service_role keys (same secret, same payload shape, same bytes). */
export function demoKeys(secret = localJwtSecret): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: demoKeyExpiry }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: demoKeyExpiry }, secret),
  };
}
