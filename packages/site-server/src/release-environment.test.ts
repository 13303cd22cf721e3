import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSiteServer, startSiteServer } from './site-server.js';

// A release environment as `npm run release` lays it out: shell/<version>/ with shell/current
// pointing at one, remotes/<name>/<version>/, and remotes.json, the switch.

let environment: string;
let site: RunningSiteServer;

function writeShellRelease(version: string) {
  const dir = join(environment, 'shell', version);
  mkdirSync(join(dir, 'server'), { recursive: true });
  mkdirSync(join(dir, 'node_modules', 'react'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'react', 'package.json'), '{"name":"react"}');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Shell ${version}</title><div id="root"></div>`);
  writeFileSync(join(dir, 'favicon.svg'), `shell ${version}`);
  // No routes: this test asks for files, and a route would be rendered ahead (warmCache).
  writeFileSync(join(dir, 'routes.json'), '[]');
  writeFileSync(join(dir, 'remotes.json'), '{"pricing":"/remotes/pricing/remoteEntry.js"}');
  writeFileSync(join(dir, 'csp-sources.json'), JSON.stringify({ connect: [], img: [] }));
}

function writeRemoteRelease(name: string, version: string) {
  const dir = join(environment, 'remotes', name, version);
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), `export const version = '${version}';`);
  writeFileSync(join(dir, 'server', 'manifest.json'), '{"modules":{}}');
}

function switchShell(version: string) {
  const next = join(environment, 'shell', 'current.next');
  symlinkSync(version, next);
  renameSync(next, join(environment, 'shell', 'current'));
}

const writeRemotes = (remotes: Record<string, string>) => writeFileSync(join(environment, 'remotes.json'), JSON.stringify(remotes));
const text = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
};

beforeAll(async () => {
  environment = mkdtempSync(join(tmpdir(), 'release-environment-'));
  writeShellRelease('0.2.0');
  writeShellRelease('0.3.0');
  switchShell('0.2.0');
  writeRemoteRelease('pricing', '0.2.0');
  writeRemoteRelease('pricing', '0.3.0');
  writeRemotes({ pricing: '/remotes/pricing/0.3.0/remoteEntry.js' });
  // The repository root holds no build: everything comes from the environment.
  site = await startSiteServer({ root: mkdtempSync(join(tmpdir(), 'empty-root-')), port: 0, environment });
});

afterAll(async () => {
  await site?.stop();
  rmSync(environment, { recursive: true, force: true });
});

describe('the site server on a release environment', () => {
  it('serves the environment’s remotes.json, not the shell build’s, and follows an edit at once', async () => {
    expect(await text('/remotes.json')).toEqual({
      status: 200,
      body: '{"pricing":"/remotes/pricing/0.3.0/remoteEntry.js"}',
      cache: 'no-cache',
    });
    writeRemotes({ pricing: '/remotes/pricing/0.2.0/remoteEntry.js' });
    expect((await text('/remotes.json')).body).toBe('{"pricing":"/remotes/pricing/0.2.0/remoteEntry.js"}');
  });

  it('serves every release of a remote under its version, and nothing else', async () => {
    expect(await text('/remotes/pricing/0.3.0/remoteEntry.js')).toMatchObject({
      status: 200,
      body: "export const version = '0.3.0';",
      cache: 'no-cache',
    });
    expect(await text('/remotes/pricing/0.2.0/remoteEntry.js')).toMatchObject({ status: 200, body: "export const version = '0.2.0';" });
    expect((await text('/remotes/pricing/9.9.9/remoteEntry.js')).status).toBe(404);
    expect((await text('/remotes/pricing/0.3.0/server/manifest.json')).status).toBe(404);
  });

  it('serves the shell that shell/current points at, and never its node_modules', async () => {
    expect((await text('/favicon.svg')).body).toBe('shell 0.2.0');
    switchShell('0.3.0');
    expect((await text('/favicon.svg')).body).toBe('shell 0.3.0');
    for (const url of [
      '/node_modules/react/package.json',
      '//node_modules/react/package.json',
      '/%6eode_modules/react/package.json',
      '//node_modules/@staycompliant/site-config/src/site-config.ts',
      '/server/manifest.json',
      '/remotes/pricing/0.3.0/%73erver/manifest.json',
    ]) {
      const answer = await text(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).not.toContain('"name":"react"');
    }
  });
});
