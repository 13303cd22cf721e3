// What the end-to-end tests need of the local backend, reached as `@staycompliant/dev-backend/testing`:
// its keys, its secrets and defaults, and a server in a process of its own. Light to import: it
// loads no database.
export { defaultAdminEmail, defaultAdminPassword } from './admin-user.js';
export { localNotifyEnquirySecret } from './enquiry-alert.js';
export { demoKeys } from './jwt-keys.js';
export { seededLogoNames } from './seed-logos.js';
export { ensureBuilt, type ServerProcess, spawnServer, waitForExit } from './server-process.js';
export { maxAttemptsWithin } from './webhook-delivery.js';
