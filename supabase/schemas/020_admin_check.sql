-- The one admin check of every admin RPC (docs/architecture/backend.md, "The backend"): admins are the users whose
-- JWT carries app_metadata.role = 'admin'. The schema `private` is not exposed by the API
-- (supabase/config.toml, `api.schemas`) and grants nothing to its roles: only SECURITY DEFINER functions
-- call into it. The RLS policies write the same check inline.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Raises 42501 (PostgREST: HTTP 403, or 401 without a JWT) unless the caller is an admin.
create or replace function private.require_admin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not coalesce((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'), false) then
    raise exception 'only admins may do this' using errcode = '42501';
  end if;
end
$$;

revoke all on function private.require_admin() from public, anon, authenticated;
