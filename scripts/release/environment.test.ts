import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryOf, openEnvironment, versionOfEntry } from './environment.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'environment-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a release environment', () => {
  it('names each release by its entry in remotes.json', () => {
    expect(entryOf('pricing', '0.3.0')).toBe('/remotes/pricing/0.3.0/remoteEntry.js');
    expect(versionOfEntry('pricing', '/remotes/pricing/0.3.0/remoteEntry.js')).toBe('0.3.0');
    expect(versionOfEntry('pricing', '/remotes/pricing/remoteEntry.js')).toBeNull();
    expect(versionOfEntry('pricing', 'https://cdn.example/remotes/pricing/0.3.0/remoteEntry.js')).toBeNull();
  });

  it('copies a build into its release folder, without what it is told to leave out, with the modules it names', () => {
    const build = join(dir, 'build');
    mkdirSync(join(build, 'assets'), { recursive: true });
    writeFileSync(join(build, 'index.html'), 'shell');
    writeFileSync(join(build, 'remotes.json'), '{}');
    writeFileSync(join(build, 'assets', 'app-abc.js'), 'app');
    const env = openEnvironment(join(dir, 'env'));
    env.ensureFolders();
    env.addRelease(build, env.shellDir('0.2.0'), { leaveOut: ['remotes.json'], modulesFrom: '/somewhere/node_modules' });
    expect(readFileSync(join(env.shellDir('0.2.0'), 'assets', 'app-abc.js'), 'utf8')).toBe('app');
    expect(existsSync(join(env.shellDir('0.2.0'), 'remotes.json'))).toBe(false);
    expect(readlinkSync(join(env.shellDir('0.2.0'), 'node_modules'))).toBe('/somewhere/node_modules');
    expect(existsSync(`${env.shellDir('0.2.0')}.partial`)).toBe(false);
  });

  it('switches the shell and remotes.json each in one rename, and reads them back', () => {
    const env = openEnvironment(dir);
    env.ensureFolders();
    expect(env.readRemotes()).toEqual({});
    expect(env.currentShellVersion()).toBeNull();
    mkdirSync(env.shellDir('0.2.0'));
    mkdirSync(env.shellDir('0.3.0'));
    env.switchShell('0.2.0');
    env.switchShell('0.3.0');
    expect(env.currentShellVersion()).toBe('0.3.0');
    env.writeRemotes({ pricing: entryOf('pricing', '0.3.0') });
    expect(env.readRemotes()).toEqual({ pricing: '/remotes/pricing/0.3.0/remoteEntry.js' });
    expect(existsSync(join(dir, 'remotes.json.next'))).toBe(false);
  });
});
