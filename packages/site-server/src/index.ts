export { cacheControlFor } from './cache-policy.js';
export { contentSecurityPolicy, createPolicySource, type CspSources, remoteOrigins } from './content-security-policy.js';
export { createRouteMatcher, type RoutePattern } from './route-patterns.js';
export { securityHeaders } from './security-headers.js';
export { createSiteHandler, type RunningSiteServer, type SiteServerOptions, startSiteServer } from './site-server.js';
