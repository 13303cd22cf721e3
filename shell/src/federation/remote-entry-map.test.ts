// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { resolveRemoteEntryMap } from './remote-entry-map';

const complete = {
  marketing: '/remotes/marketing/remoteEntry.js',
  pricing: '/remotes/pricing/remoteEntry.js',
  resources: 'https://cdn.example/resources/v7/remoteEntry.js',
  contact: '/remotes/contact/remoteEntry.js',
};

describe('remotes.json', () => {
  it('resolves every entry against the page origin, keeping absolute URLs', () => {
    const entries = resolveRemoteEntryMap(complete, 'https://site.example/pricing');
    expect(entries.marketing).toBe('https://site.example/remotes/marketing/remoteEntry.js');
    expect(entries.resources).toBe('https://cdn.example/resources/v7/remoteEntry.js');
  });

  it('refuses a remotes.json that misses a remote or is not an object', () => {
    const { contact: _contact, ...missing } = complete;
    expect(() => resolveRemoteEntryMap(missing, 'https://site.example/')).toThrow('remotes.json has no entry for contact');
    expect(() => resolveRemoteEntryMap(null, 'https://site.example/')).toThrow('not an object');
    expect(() => resolveRemoteEntryMap({ ...complete, pricing: 42 }, 'https://site.example/')).toThrow('pricing');
  });
});
