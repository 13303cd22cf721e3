import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFolders } from '../build-folders.js';
import { buildStamp, readRemoteBuilds } from './remote-builds.js';

let environment: string;
const writeRemotes = (remotes: unknown) => writeFileSync(join(environment, 'remotes.json'), JSON.stringify(remotes));
const complete = {
  marketing: '/remotes/marketing/0.1.0/remoteEntry.js',
  pricing: '/remotes/pricing/0.3.0/remoteEntry.js',
  resources: 'https://cdn.example/remotes/resources/0.2.0/remoteEntry.js',
  contact: '/remotes/contact/0.1.0/remoteEntry.js',
};

beforeEach(() => {
  environment = mkdtempSync(join(tmpdir(), 'remote-builds-'));
  mkdirSync(join(environment, 'remotes', 'pricing', '0.3.0'), { recursive: true });
  mkdirSync(join(environment, 'shell'), { recursive: true });
});
afterEach(() => rmSync(environment, { recursive: true, force: true }));

describe('readRemoteBuilds', () => {
  it('maps each entry to its URL folder, and to its release folder when this server serves it', () => {
    writeRemotes(complete);
    const builds = readRemoteBuilds(buildFolders('/unused', environment));
    expect(builds.pricing).toEqual({ publicBase: '/remotes/pricing/0.3.0/', dir: `${join(environment, 'remotes', 'pricing', '0.3.0')}/` });
    expect(builds.resources).toEqual({ publicBase: 'https://cdn.example/remotes/resources/0.2.0/', dir: null });
    // No release folder for marketing in this environment.
    expect(builds.marketing?.dir).toBeNull();
  });

  it('refuses a remotes.json the shell would refuse, naming what is wrong, and still gives a stamp', () => {
    const { contact: _contact, ...missing } = complete;
    writeRemotes(missing);
    const folders = buildFolders('/unused', environment);
    expect(() => readRemoteBuilds(folders)).toThrow('remotes.json has no entry for contact');
    writeRemotes({ ...complete, pricing: 42 });
    expect(() => readRemoteBuilds(folders)).toThrow('remotes.json has no entry for pricing');
    expect(typeof buildStamp(folders)).toBe('string');
  });
});
