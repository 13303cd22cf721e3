import { createSiteConfig, type SiteConfig } from '@staycompliant/site-config';
import { loadEnv, type Plugin } from 'vite';

/** What the site server's Content-Security-Policy must allow besides its own origin and the remotes. */
export interface CspSources {
  /** fetch(): the backend (REST, auth, storage) and the feed proxy. */
  connect: string[];
  /** <img>: the backend's storage (client logos, local feed images) and the publisher's image CDN. */
  img: string[];
}

export function cspSourcesOf(config: SiteConfig): CspSources {
  const backend = new URL(config.backend.url).origin;
  const feedProxy = new URL(config.feed.proxyUrl).origin;
  return {
    connect: [...new Set([backend, feedProxy])],
    // Bare hosts: CSP then allows them over https, and over http only on an http page.
    img: [...new Set([backend, ...config.feed.imageHosts.filter((host) => host !== new URL(backend).host)])],
  };
}

/**
 * Writes dist/csp-sources.json from this build's configuration, so the policy a host sends matches
 * the URLs compiled into the bundles (packages/site-server reads it).
 */
export function emitCspSources(): Plugin {
  let sources: CspSources = { connect: [], img: [] };
  return {
    name: 'staycompliant:emit-csp-sources',
    apply: 'build',
    configResolved(config) {
      sources = cspSourcesOf(createSiteConfig(loadEnv(config.mode, config.envDir || config.root, 'VITE_')));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'csp-sources.json', source: `${JSON.stringify(sources, null, 2)}\n` });
    },
  };
}
