import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../database/database.js';
import { readBody, sendJson } from '../http/http-utils.js';
import { authError, publicUser, type UserRow, userColumns } from './auth-responses.js';
import { JwtError, verifyJwt } from './jwt-keys.js';
import { hashPassword } from './passwords.js';
import { requestToken } from './request-identity.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * GoTrue's `POST /auth/v1/admin/users` (supabase-js `auth.admin.createUser`), service role only:
 * creates a user with a password, app_metadata and user_metadata, as hosted Supabase lets a
 * project's back office do. The local server's tests use it for a signed-in user who is not an admin.
 */
export async function createUserAsAdmin(db: Database, secret: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const token = requestToken(req, url);
  if (!token) return authError(res, 401, 'no_authorization', 'This endpoint requires a Bearer token');
  let role: unknown;
  try {
    role = verifyJwt(token, secret).role;
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    return authError(res, 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
  }
  if (role !== 'service_role') return authError(res, 403, 'not_admin', 'User not allowed');

  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8'));
  } catch {
    return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!isObject(body)) return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined && password.length < 6) {
    return authError(res, 422, 'weak_password', 'Password should be at least 6 characters.');
  }
  const appMetadata = { provider: 'email', providers: ['email'], ...(isObject(body.app_metadata) ? body.app_metadata : {}) };
  const userMetadata = isObject(body.user_metadata) ? body.user_metadata : {};
  const hash = password === undefined ? null : await hashPassword(password);
  const created = await db.asOwner(async (tx) => {
    const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
    if (existing.rows.length > 0) return undefined;
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, case when $3 = 'true' then now() end, $4::jsonb, $5::jsonb) returning id`,
      [email, hash, String(body.email_confirm === true), JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
    );
    const row = await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [inserted.rows[0]!.id]);
    return row.rows[0];
  });
  if (!created) return authError(res, 422, 'email_exists', 'A user with this email address has already been registered');
  sendJson(res, 200, publicUser(created));
}
