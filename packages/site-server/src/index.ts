export { cacheControlFor } from './cache-policy.js';
export { type CspSources, contentSecurityPolicy, createPolicySource, remoteOrigins } from './content-security-policy.js';
export { createRouteMatcher, type RoutePattern } from './route-patterns.js';
export { securityHeaders } from './security-headers.js';
export { type SignalBackend, signalBackendFromEnv, signalPath, signalRoute } from './signal-proxy.js';
export { type SiteLayout, siteLayout } from './site-layout.js';
export { createSiteServer, type RunningSiteServer, type SiteServerOptions, startSiteServer } from './site-server.js';
export { type CachedPage, compressPage, createPageCache } from './ssr/page-cache.js';
export { createPageRenderer, type RenderedDocument } from './ssr/page-renderer.js';
