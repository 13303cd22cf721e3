// @vitest-environment node
import { createSiteConfig } from '@staycompliant/site-config';
import { buildEnv } from '@staycompliant/vite-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspSourcesOf } from './csp-sources';

describe('CSP sources of a build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('name the backend on BACKEND_PORT, as the bundles do, when no VITE_SUPABASE_URL is given', () => {
    vi.stubEnv('BACKEND_PORT', '54361');
    vi.stubEnv('VITE_SUPABASE_URL', '');
    expect(cspSourcesOf(createSiteConfig(buildEnv('production', import.meta.dirname))).connect).toEqual(['http://127.0.0.1:54361']);
  });

  it('are the local backend, which also answers the feed, by default', () => {
    expect(cspSourcesOf(createSiteConfig({}))).toEqual({
      connect: ['http://127.0.0.1:54321'],
      img: ['http://127.0.0.1:54321'],
    });
  });

  it('follow the configured backend and feed proxy; the feed image hosts are not among them (their pictures come from the site)', () => {
    const config = createSiteConfig({
      VITE_SUPABASE_URL: 'https://project.supabase.co/',
      VITE_FEED_PROXY_URL: 'https://api.rss2json.com/v1/api.json',
      VITE_FEED_IMAGE_HOSTS: 'images.example',
    });
    expect(cspSourcesOf(config)).toEqual({
      connect: ['https://project.supabase.co', 'https://api.rss2json.com'],
      img: ['https://project.supabase.co'],
    });
  });
});
