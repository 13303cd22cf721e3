import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from './site-config.js';
import { type RunningSiteServer, startSiteServer } from './site-server.js';

const earlyInputHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** A built site in miniature: the shell's dist files the server reads, and one remote. */
function writeSite(root: string) {
  const shellDist = join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
  writeFileSync(join(shellDist, 'routes.json'), JSON.stringify([{ path: '/', noindex: false }]));
  writeFileSync(join(shellDist, 'remotes.json'), JSON.stringify({ pricing: '/remotes/pricing/remoteEntry.js' }));
  writeFileSync(
    join(shellDist, 'csp-sources.json'),
    JSON.stringify({
      // Origins here are a build's of old: the policy's come from the run-time configuration alone.
      connect: ['https://build-time.example'],
      img: ['https://build-time.example'],
      // Only a hash may widen script-src: the other two must not reach the policy.
      script: [earlyInputHash, "'unsafe-inline'", 'https://evil.example'],
    }),
  );
  mkdirSync(join(root, 'mfe-pricing', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-pricing', 'dist', 'remoteEntry.js'), 'export {};');
  return shellDist;
}

function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

let root: string;
let shellDist: string;
let site: RunningSiteServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-headers-'));
  shellDist = writeSite(root);
  // The backend's storage (client logos) is an img source: the feed's pictures come from the site itself (/feed-images).
  const siteConfig = siteConfigFromEnv({ SUPABASE_URL: 'https://project.supabase.co', FEED_PROXY_URL: 'https://feed.example/api.json' });
  site = await startSiteServer({ root, port: 0, siteConfig });
});

afterAll(async () => {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/remotes.json', '/remotes/pricing/remoteEntry.js', '/no-such-page'])('are sent with %s', async (path) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('allow scripts from the site and the one inline script by its hash, without eval, and the backend and feed for fetch', async () => {
    const policy = directives((await fetch(`${site.url}/`)).headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", earlyInputHash]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://project.supabase.co', 'https://feed.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://project.supabase.co']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allow a remote moved to another origin as soon as remotes.json lists it', async () => {
    const manifest = join(shellDist, 'remotes.json');
    writeFileSync(manifest, JSON.stringify({ pricing: 'https://cdn.example/remotes/pricing/1.4.0/remoteEntry.js' }));
    // A later mtime than the first write, even on a filesystem with coarse timestamps.
    utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    const policy = directives((await fetch(`${site.url}/`)).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", earlyInputHash, 'https://cdn.example']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example']);
    expect(policy.get('font-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(policy.get('connect-src')).not.toContain('https://cdn.example');
  });
});
