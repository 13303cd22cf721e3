// @vitest-environment node
import { createSiteConfig } from '@staycompliant/site-config';
import { describe, expect, it } from 'vitest';
import { cspSourcesOf } from './csp-sources';

describe('CSP sources of a build', () => {
  it('are the local backend, which also answers the feed, by default', () => {
    expect(cspSourcesOf(createSiteConfig({}))).toEqual({
      connect: ['http://127.0.0.1:54321'],
      img: ['http://127.0.0.1:54321', 'miro.medium.com', 'cdn-images-1.medium.com'],
    });
  });

  it('follow the configured backend, feed proxy and image hosts', () => {
    const config = createSiteConfig({
      VITE_SUPABASE_URL: 'https://project.supabase.co/',
      VITE_FEED_PROXY_URL: 'https://api.rss2json.com/v1/api.json',
      VITE_FEED_IMAGE_HOSTS: 'images.example',
    });
    expect(cspSourcesOf(config)).toEqual({
      connect: ['https://project.supabase.co', 'https://api.rss2json.com'],
      img: ['https://project.supabase.co', 'images.example'],
    });
  });
});
