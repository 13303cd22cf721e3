-- Local seed data, run once after the migrations on a fresh local database (as `supabase db reset` does).
-- It is never sent to a hosted project by `supabase db push`.
--
-- The local admin user (ADMIN_EMAIL / ADMIN_PASSWORD, password hashed) and the eight sample client
-- logos in the client-logos bucket are seeded by packages/dev-backend at start, because they need
-- a password hash and files. Nothing else is seeded: enquiries and subscribers start empty.
select 1;
