export { cacheControlFor } from './cache-policy.js';
export { createRouteMatcher, type RoutePattern } from './route-patterns.js';
export { securityHeaders } from './security-headers.js';
export { createSiteHandler, type RunningSiteServer, type SiteServerOptions, startSiteServer } from './site-server.js';
