import { describe, expect, it } from 'vitest';
import { parseManifest } from './remote-manifest';

const complete = {
  marketing: '/remotes/marketing/remoteEntry.js',
  pricing: '/remotes/pricing/remoteEntry.js',
  resources: 'https://cdn.example/resources/v7/remoteEntry.js',
  contact: '/remotes/contact/remoteEntry.js',
};

describe('remotes.json', () => {
  it('resolves every entry against the page origin, keeping absolute URLs', () => {
    const manifest = parseManifest(complete, 'https://site.example/pricing');
    expect(manifest.marketing).toBe('https://site.example/remotes/marketing/remoteEntry.js');
    expect(manifest.resources).toBe('https://cdn.example/resources/v7/remoteEntry.js');
  });

  it('refuses a manifest that misses a remote or is not an object', () => {
    const { contact: _contact, ...missing } = complete;
    expect(() => parseManifest(missing, 'https://site.example/')).toThrow('remotes.json has no entry for contact');
    expect(() => parseManifest(null, 'https://site.example/')).toThrow('not an object');
    expect(() => parseManifest({ ...complete, pricing: 42 }, 'https://site.example/')).toThrow('pricing');
  });
});
