import type { RequestIdentity } from '../../src/database/database.js';

/** The callers the SQL tests act as: a visitor, the service role, an admin and a signed-in non-admin. */
export const anon: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
export const service: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };
export const admin: RequestIdentity = {
  role: 'authenticated',
  claims: { role: 'authenticated', sub: crypto.randomUUID(), app_metadata: { role: 'admin' } },
};
export const member: RequestIdentity = {
  role: 'authenticated',
  claims: { role: 'authenticated', sub: crypto.randomUUID(), app_metadata: {} },
};
