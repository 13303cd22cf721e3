// What the build ships to browsers must hold no key but the anon key: no service_role key, no other
// JWT, and not the JWT secret. Scans the built files, so `npm test` (which builds first) checks the
// real bundles; run `npm run build` before running this file alone.
import { describe, expect, it } from 'vitest';
import { demoKeys, localJwtSecret } from '../../packages/dev-backend/src/auth/jwt-keys';
import { siteConfigPath } from '../../packages/site-config/src/site-config-carriers.mjs';
import { filesHolding, readBuiltFiles } from './built-files';

/** A compact JWS whose header and payload are JSON objects (base64url of '{"'). */
const jwtPattern = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

function roleOf(token: string): string {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : '(no role)';
  } catch {
    return '(payload is not JSON)';
  }
}

const secretEnv = (name: string) => process.env[name]?.trim() || undefined;

let read: Map<string, string> | undefined;
/** Read once; every test fails with the reason when a folder is missing (no vacuous pass). */
function bundles(): Map<string, string> {
  read ??= readBuiltFiles();
  return read;
}

describe('built bundles', () => {
  it('hold the site configuration’s reader (so the scan reads the real bundles); the anon key comes at run time', () => {
    expect(filesHolding(bundles(), siteConfigPath).length).toBeGreaterThan(0);
  });

  it('hold no JWT but anon ones', () => {
    const others = [...bundles()].flatMap(([file, text]) =>
      [...new Set(text.match(jwtPattern) ?? [])]
        .filter((token) => roleOf(token) !== 'anon')
        .map((token) => `${file}: role ${roleOf(token)}`),
    );
    expect(others).toEqual([]);
  });

  it('hold no service_role key', () => {
    const keys = [demoKeys().serviceRoleKey, secretEnv('SUPABASE_SERVICE_ROLE_KEY')].filter((key) => key !== undefined);
    expect(keys.flatMap((key) => filesHolding(bundles(), key))).toEqual([]);
    // Supabase's newer secret API keys.
    expect([...bundles()].filter(([, text]) => /\bsb_secret_[A-Za-z0-9_-]{8,}/.test(text)).map(([file]) => file)).toEqual([]);
  });

  it('hold no JWT secret', () => {
    const secrets = [localJwtSecret, secretEnv('SUPABASE_JWT_SECRET')].filter((secret) => secret !== undefined);
    expect(secrets.flatMap((secret) => filesHolding(bundles(), secret))).toEqual([]);
  });
});
