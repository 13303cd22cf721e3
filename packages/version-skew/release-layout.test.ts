import { describe, expect, it } from 'vitest';
import { entryOf, releaseLayout, servedRemotePath, versionOfEntry } from './release-layout.mjs';

describe('releaseLayout', () => {
  it('places remotes.json, each remote’s releases and the shell’s current release as the static host has them', () => {
    const layout = releaseLayout('/env');
    expect(layout.remotesJson).toBe('/env/remotes.json');
    expect(layout.remoteReleases('pricing')).toBe('/env/remotes/pricing');
    expect(layout.remoteRelease('pricing', '0.3.0')).toBe('/env/remotes/pricing/0.3.0');
    expect(layout.shellRelease('0.2.0')).toBe('/env/shell/0.2.0');
    expect(layout.currentShell).toBe('/env/shell/current');
  });

  it('reads back the release an entry written by entryOf names, and the folder its URL path is served from', () => {
    const entry = entryOf('pricing', '0.3.0');
    expect(versionOfEntry('pricing', entry)).toBe('0.3.0');
    expect(servedRemotePath('/remotes/pricing/0.3.0/')).toEqual({ name: 'pricing', path: '0.3.0/' });
    expect(servedRemotePath('https://cdn.example/remotes/pricing/0.3.0/')).toBeNull();
    expect(servedRemotePath('/assets/x.js')).toBeNull();
  });
});
