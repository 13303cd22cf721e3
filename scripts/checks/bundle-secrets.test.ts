// What the build ships to browsers must hold no key but the anon key: no service_role key, no other
// JWT, and not the JWT secret. Scans the built files, so `npm test` (which builds first) checks the
// real bundles; run `npm run build` before running this file alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoKeys, localJwtSecret } from '../../packages/dev-backend/src/auth/jwt-keys';
import { localAnonKey } from '../../packages/site-config/src/defaults';

const root = join(import.meta.dirname, '..', '..');

/** shell/dist and every remote's dist (their server bundles included). */
function bundleFolders(): string[] {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => join(root, entry.name, 'dist'));
  return [join(root, 'shell', 'dist'), ...remotes];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every built file's text (binary files as latin1, so an embedded key still reads as text). */
function readBundles(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const dir of bundleFolders()) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new Error(`${relative(root, dir)} is missing: build the site first (npm run build).`);
    }
    const files = filesUnder(dir);
    if (!files.some((file) => /\.(js|html)$/.test(file))) {
      throw new Error(`${relative(root, dir)} holds no built JavaScript or HTML: build the site first (npm run build).`);
    }
    for (const file of files) texts.set(relative(root, file), readFileSync(file, 'latin1'));
  }
  return texts;
}

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

/** Where each string occurs, as "file" lines. */
function filesHolding(texts: Map<string, string>, secret: string): string[] {
  return [...texts].filter(([, text]) => text.includes(secret)).map(([file]) => file);
}

const secretEnv = (name: string) => process.env[name]?.trim() || undefined;

let read: Map<string, string> | undefined;
/** Read once; every test fails with the reason when a folder is missing (no vacuous pass). */
function bundles(): Map<string, string> {
  read ??= readBundles();
  return read;
}

describe('built bundles', () => {
  it('hold the anon key the build was configured with (so the scan reads the real bundles)', () => {
    const anonKey = secretEnv('VITE_SUPABASE_ANON_KEY') ?? localAnonKey;
    expect(filesHolding(bundles(), anonKey).length).toBeGreaterThan(0);
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
