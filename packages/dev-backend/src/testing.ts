// What the end-to-end tests need of the local backend, reached as `@staycompliant/dev-backend/testing`:
// its keys, its secrets and defaults, and a server in a process of its own. Light to import: it
// loads no database.
export { defaultAdminEmail, defaultAdminPassword } from './auth/admin-user.js';
export { demoKeys } from './auth/jwt-keys.js';
export { localEnquiryAlertSecret } from './functions/enquiry-alert.js';
export { ensureBuilt, type ServerProcess, spawnServer, waitForExit } from './server-process.js';
export { seededLogoNames } from './storage/seed-logos.js';
