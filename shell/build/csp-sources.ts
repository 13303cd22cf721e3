import type { SiteConfig } from '@staycompliant/site-config';

/**
 * What the site server's Content-Security-Policy allows besides its own origin and the remotes:
 * dist/csp-sources.json, written from this build's configuration so that the policy matches the
 * URLs compiled into the bundles.
 */
export interface CspSources {
  /** fetch(): the backend (REST, auth, storage) and the feed proxy. */
  connect: string[];
  /**
   * <img>: the backend's storage (client logos). The feed's pictures come from the site's own origin
   * (`/feed-images`, docs/architecture.md, "Feed pictures"), so the feed's image hosts are not here.
   */
  img: string[];
  /** Inline <script>: the early-input script's hash (build/inline-early-input.ts). */
  script: string[];
}

export function cspSourcesOf(config: SiteConfig): Omit<CspSources, 'script'> {
  const backend = new URL(config.backend.url).origin;
  const feedProxy = new URL(config.feed.proxyUrl).origin;
  return {
    connect: [...new Set([backend, feedProxy])],
    img: [backend],
  };
}
