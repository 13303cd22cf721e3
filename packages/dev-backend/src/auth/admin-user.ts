import type { Database } from '../database/database.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const defaultAdminEmail = 'admin@staycompliant.test';
/** Local-only default, printed at start. Set ADMIN_PASSWORD for anything shared. */
export const defaultAdminPassword = 'local-admin-password';

/**
 * Creates the admin user, or brings an existing one in line with the configured password and the
 * admin role (app_metadata.role = 'admin'), so changing ADMIN_PASSWORD takes effect on restart.
 */
export async function seedAdminUser(db: Database, email: string, password: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  const existing = await db.asOwner((tx) =>
    tx.query<{ id: string; encrypted_password: string | null; admin: boolean }>(
      `select id, encrypted_password, coalesce(raw_app_meta_data ->> 'role' = 'admin', false) as admin
         from auth.users where lower(email) = $1`,
      [normalised],
    ),
  );
  const user = existing.rows[0];
  if (user?.admin && (await verifyPassword(password, user.encrypted_password))) return;
  const hash = await hashPassword(password);
  await db.asOwner(async (tx) => {
    if (user) {
      await tx.query(
        `update auth.users
            set encrypted_password = $2,
                raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}'::jsonb,
                updated_at = now()
          where id = $1`,
        [user.id, hash],
      );
    } else {
      await tx.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, now(), '{"provider":"email","providers":["email"],"role":"admin"}'::jsonb, '{}'::jsonb)`,
        [normalised, hash],
      );
    }
  });
}
