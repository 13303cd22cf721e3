-- The enquiry alert through Supabase Queues (pgmq) instead of a Database Webhook (docs/architecture.md,
-- "The enquiry alert"). A Database Webhook is one pg_net request: pg_net makes one attempt and keeps no
-- retry, so a hosted alert whose function or mail server is down was lost. Now the insert trigger sends
-- one pgmq message in the enquiry's own transaction (a rolled-back insert leaves none), and a dispatcher
-- (the next migration) hands messages to notify-enquiry until the function settles each one.
--
-- The alert's state is kept on the enquiry: admins read it through the inbox (RLS and the existing
-- SELECT grant); visitors hold INSERT on the form's columns only, so they can neither set nor read it.

-- pgmq: hosted Supabase offers the extension ("Queues" in the dashboard). The local PGlite loads it from
-- @electric-sql/pglite-pgmq; on a PostgreSQL without the extension, the local server has installed the
-- same SQL into the schema pgmq before the migrations run (docs/architecture.md, "The backend").
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pgmq') then
    create extension if not exists pgmq;
  end if;
end
$$;

select pgmq.create('enquiry_alerts');
-- Messages that failed every attempt, kept for the operators (the inbox shows the enquiry as failed).
select pgmq.create('enquiry_alerts_dead');

-- The queue's timings: the dispatcher and the settling functions read them here, so tests can shorten them.
create schema if not exists enquiry_alert;
revoke all on schema enquiry_alert from public, anon, authenticated;

create table enquiry_alert.settings (
  only_row boolean primary key default true check (only_row),
  -- Messages read per dispatch, and how long a read message stays invisible to the next read.
  batch_size integer not null default 10 check (batch_size between 1 and 100),
  read_vt_seconds integer not null default 120 check (read_vt_seconds > 0),
  -- The wait after the n-th failed attempt (the last value repeats), and the attempts before the dead-letter queue.
  retry_delays_seconds integer[] not null default array[30, 120, 600, 3600, 21600],
  max_attempts integer not null default 8 check (max_attempts >= 1),
  -- A message read this often without being settled (the function crashed or never answered) is dead-lettered.
  max_reads integer not null default 16 check (max_reads >= 1),
  -- pg_net's timeout for the POST of one batch.
  request_timeout_ms integer not null default 60000,
  -- Batches posted per dispatch, each its own request (pg_net sends them side by side): up to 200 e-mails a tick.
  max_batches integer not null default 20 check (max_batches between 1 and 100),
  -- While the mail server cannot be reached, one waiting message is tried this often, without counting as an attempt.
  probe_interval_seconds integer not null default 20 check (probe_interval_seconds > 0)
);
insert into enquiry_alert.settings default values;
revoke all on table enquiry_alert.settings from public, anon, authenticated;

-- Whether the mail server could be reached at the last try: unreachable_since is set by a send that found
-- no server (connection refused, timeout, DNS) and cleared by any answer from it.
create table enquiry_alert.mail_server (
  only_row boolean primary key default true check (only_row),
  unreachable_since timestamptz,
  next_probe_at timestamptz
);
insert into enquiry_alert.mail_server default values;
revoke all on table enquiry_alert.mail_server from public, anon, authenticated;

-- Messages whose last attempt found no mail server, with the time their backoff makes them visible. The
-- first e-mail the server accepts makes them all visible at once; `probing` marks the one the dispatcher
-- made visible early to test the server.
create table enquiry_alert.waiting (
  message_id bigint primary key,
  due_at timestamptz not null,
  probing boolean not null default false
);
revoke all on table enquiry_alert.waiting from public, anon, authenticated;

create type public.enquiry_alert_status as enum ('queued', 'sent', 'retrying', 'failed');

-- Enquiries stored before this migration keep a null status: their alert went by the webhook.
alter table public.contact_submissions
  add column alert_status public.enquiry_alert_status,
  add column alert_attempts integer not null default 0,
  add column alert_sent_at timestamptz,
  add column alert_last_error text,
  add column alert_response text;
alter table public.contact_submissions alter column alert_status set default 'queued';

comment on column public.contact_submissions.alert_response is 'The mail server''s answer to the alert e-mail (e.g. 250 Message accepted).';

-- The alert's bookkeeping is not an operator's change: updated_at moves only with status and notes.
drop trigger contact_submissions_touch_updated_at on public.contact_submissions;
create trigger contact_submissions_touch_updated_at
  before update on public.contact_submissions
  for each row
  when (new.status is distinct from old.status or new.notes is distinct from old.notes)
  execute function public.touch_updated_at();

-- The webhook is retired: its trigger and function go; nothing calls net.http_post on insert any more.
drop trigger notify_enquiry_webhook on public.contact_submissions;
drop function public.notify_enquiry_webhook();

-- One message per enquiry, in the inserting transaction. No exception handler: an enquiry without its
-- message would be an alert lost silently, so a failing send fails the insert.
create or replace function public.enqueue_enquiry_alert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pgmq.send('enquiry_alerts', pg_catalog.jsonb_build_object('enquiry_id', new.id));
  return null;
end
$$;

revoke all on function public.enqueue_enquiry_alert() from public, anon, authenticated;

create trigger enqueue_enquiry_alert
  after insert on public.contact_submissions
  for each row execute function public.enqueue_enquiry_alert();

-- Hosted Supabase grants the API roles nothing in pgmq unless "Expose Queues via PostgREST" is on; say so here too.
revoke all on schema pgmq from anon, authenticated;
