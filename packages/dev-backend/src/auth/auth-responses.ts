import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/http-utils.js';

// GoTrue's error body and user object, for sign-in (auth-handler.ts) and user creation (auth-admin-users.ts).

/** A row of auth.users as userColumns reads it (timestamps as ISO text). */
export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export const userColumns = `id, email, encrypted_password,
  to_json(email_confirmed_at)#>>'{}' as email_confirmed_at, to_json(last_sign_in_at)#>>'{}' as last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data,
  to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at`;

/** GoTrue's error body (the pre-2024-01-01 API version shape, which supabase-js reads as `error_code`). */
export function authError(res: ServerResponse, status: number, errorCode: string, msg: string): void {
  sendJson(res, status, { code: status, error_code: errorCode, msg });
}

export function publicUser(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}
