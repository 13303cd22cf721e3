-- The one admin check of every admin RPC (docs/architecture.md, "The backend"): the enquiry alert's here, the
-- analytics' in *_analytics_admin_api.sql. Admins are the users whose JWT carries app_metadata.role =
-- 'admin' (*_enquiry_inbox.sql). The schema `private` is not exposed by the API (supabase/config.toml,
-- `api.schemas`) and grants nothing to its roles: only SECURITY DEFINER functions call into it.

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

-- The admin RPCs of 20261126120100_enquiry_alert_dispatch.sql, unchanged but for the check.
create or replace function public.resend_enquiry_alert(enquiry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.contact_submissions
     set alert_status = 'queued', alert_attempts = 0, alert_last_error = null
   where id = enquiry_id and alert_status = 'failed';
  if not found then
    raise exception 'enquiry % has no failed alert', enquiry_id using errcode = 'P0002';
  end if;
  perform pgmq.send('enquiry_alerts', pg_catalog.jsonb_build_object('enquiry_id', enquiry_id));
end
$$;

create or replace function public.enquiry_alert_queue_stats()
returns table (queued bigint, oldest_age_seconds integer, dead_letters bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select live.queue_length, live.oldest_msg_age_sec, dead.queue_length
      from pgmq.metrics('enquiry_alerts') as live, pgmq.metrics('enquiry_alerts_dead') as dead;
end
$$;
