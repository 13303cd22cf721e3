-- The enquiry alert (docs/architecture/enquiry-alert.md, "The enquiry alert"): each stored enquiry sends one pgmq message
-- in its own transaction; a dispatcher, run by Supabase Cron every 10 s (locally by the dev backend's timer),
-- POSTs the messages in batches to the Edge Function enquiry-alert through pg_net, which e-mails them and
-- settles each one: sent, retried after a backoff, or dead-lettered. While the mail server cannot be
-- reached, one waiting message is probed at a time. Past `alert_cap` e-mails a window, one digest e-mail
-- stands for the rest. The alert's state is kept on the enquiry (030_enquiry.sql: alert_status, …).
--
-- The function's URL and the shared secret it checks are read from Supabase Vault, so neither is in git:
--   select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/enquiry-alert', 'enquiry_alert_url');
--   select vault.create_secret('<the ENQUIRY_ALERT_SECRET given to the function>', 'enquiry_alert_secret');
-- Until both exist (or the old pair notify_enquiry_url and notify_enquiry_secret), messages wait in the queue.

-- Hosted Supabase offers pg_net and pgmq; the local database has a stand-in for pg_net from the dev
-- backend's bootstrap, and pgmq from PGlite's extension or its install script (docs/architecture/backend.md, "The backend").
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
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
  probe_interval_seconds integer not null default 20 check (probe_interval_seconds > 0),
  -- At most alert_cap enquiries are e-mailed one by one per alert_cap_window_seconds; past it, one digest
  -- e-mail a window says how many wait in the inbox. A null alert_cap is no cap.
  alert_cap integer default 20 check (alert_cap is null or alert_cap >= 1),
  alert_cap_window_seconds integer not null default 3600 check (alert_cap_window_seconds > 0)
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

-- Every alert e-mail posted within the window (the dispatcher deletes older rows): one enquiry's, or a digest.
create table enquiry_alert.emails (
  id bigserial primary key,
  posted_at timestamptz not null default pg_catalog.now(),
  digest boolean not null
);
create index emails_posted_at on enquiry_alert.emails (posted_at);
revoke all on table enquiry_alert.emails from public, anon, authenticated;

-- Folded messages a posted digest stands for (the carrier among them), by the message carrying it.
create table enquiry_alert.covered (
  message_id bigint primary key,
  carrier_id bigint not null
);
create index covered_carrier_id on enquiry_alert.covered (carrier_id);
revoke all on table enquiry_alert.covered from public, anon, authenticated;

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

create trigger enqueue_enquiry_alert
  after insert on public.contact_submissions
  for each row execute function public.enqueue_enquiry_alert();

-- Hosted Supabase grants the API roles nothing in pgmq unless "Expose Queues via PostgREST" is on; say so here too.
revoke all on schema pgmq from anon, authenticated;

-- The function the dispatcher POSTs each batch to, and the secret it sends: the new names, else the old pair.
create or replace function enquiry_alert.function_endpoint(out url text, out secret text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  select
    max(s.decrypted_secret) filter (where s.name = 'enquiry_alert_url'),
    max(s.decrypted_secret) filter (where s.name = 'enquiry_alert_secret')
    into url, secret
    from vault.decrypted_secrets s
   where s.name in ('enquiry_alert_url', 'enquiry_alert_secret');
  if coalesce(url, '') = '' or coalesce(secret, '') = '' then
    select
      max(s.decrypted_secret) filter (where s.name = 'notify_enquiry_url'),
      max(s.decrypted_secret) filter (where s.name = 'notify_enquiry_secret')
      into url, secret
      from vault.decrypted_secrets s
     where s.name in ('notify_enquiry_url', 'notify_enquiry_secret');
  end if;
end
$$;

-- Moves a message to the dead-letter queue (the original is archived) and marks its enquiry failed.
create or replace function enquiry_alert.dead_letter(msg_id bigint, enquiry_id uuid, last_error text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pgmq.send(
    'enquiry_alerts_dead',
    pg_catalog.jsonb_build_object('enquiry_id', enquiry_id, 'msg_id', msg_id, 'error', last_error)
  );
  perform pgmq.archive('enquiry_alerts', msg_id);
  delete from enquiry_alert.waiting where message_id = msg_id;
  update public.contact_submissions
     set alert_status = 'failed', alert_last_error = last_error
   where id = enquiry_id;
end
$$;

-- One message as the enquiry-alert function reads it: { msg_id, read_ct, enquiry: { id, name, … } }.
create or replace function enquiry_alert.message_json(msg_id bigint, read_ct integer, enquiry public.contact_submissions)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'msg_id', msg_id,
    'read_ct', read_ct,
    'enquiry', pg_catalog.jsonb_build_object(
      'id', (enquiry).id,
      'name', (enquiry).name,
      'email', (enquiry).email,
      'company_size', (enquiry).company_size,
      'services_interested', (enquiry).services_interested,
      'description', (enquiry).description,
      'created_at', (enquiry).created_at
    )
  )
$$;

-- POSTs { messages } to the enquiry-alert function with its secret. pg_net sends it after the commit.
create or replace function enquiry_alert.post_messages(function_url text, shared_secret text, messages jsonb, timeout_ms integer)
returns bigint
language sql
set search_path = ''
as $$
  select net.http_post(
    url := function_url,
    body := pg_catalog.jsonb_build_object('messages', messages),
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', shared_secret),
    timeout_milliseconds := timeout_ms
  )
$$;

-- Records an enquiry's alert as sent with the mail server's answer (its attempts counted); returns the
-- attempts, or null when it had already been sent.
create or replace function enquiry_alert.mark_sent(enquiry_id uuid, answer text)
returns integer
language sql
set search_path = ''
as $$
  update public.contact_submissions
     set alert_status = 'sent',
         alert_sent_at = pg_catalog.now(),
         alert_response = pg_catalog.left(answer, 1000),
         alert_last_error = null,
         alert_attempts = alert_attempts + 1
   where id = mark_sent.enquiry_id and alert_sent_at is null
  returning alert_attempts
$$;

-- Reads up to max_batches batches of batch_size messages (each invisible for read_vt_seconds) and POSTs
-- each batch to the enquiry-alert function in a request of its own: { messages: [{ msg_id, read_ct,
-- enquiry: { id, name, … } }] }. A message whose enquiry is gone or already e-mailed, or that repeats an
-- enquiry read in this dispatch, is deleted here, unsent: a redelivered message gives no second e-mail.
-- While the mail server cannot be reached, it first makes one waiting message visible, at most every
-- probe_interval_seconds, as a probe. Past the cap, the messages are folded into one digest a window.
-- Returns the number of messages posted.
create or replace function public.dispatch_enquiry_alerts() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  config enquiry_alert.settings;
  server enquiry_alert.mail_server;
  function_url text;
  shared_secret text;
  message record;
  enquiry public.contact_submissions;
  batch jsonb;
  read_count integer;
  posted integer := 0;
  probe_id bigint;
  in_dispatch uuid[] := '{}';
  room integer;
  last_digest timestamptz;
  folded bigint[] := '{}';
  carrier jsonb;
  delay integer;
begin
  select e.url, e.secret into function_url, shared_secret from enquiry_alert.function_endpoint() e;
  if function_url is null or function_url = '' or shared_secret is null or shared_secret = '' then
    return 0;
  end if;
  select * into config from enquiry_alert.settings;

  -- The cap: e-mails of one enquiry each posted within the window, and whether a digest went in it.
  delete from enquiry_alert.emails e
   where e.posted_at < pg_catalog.now() - pg_catalog.make_interval(secs => config.alert_cap_window_seconds);
  select config.alert_cap - count(*) filter (where not e.digest), max(e.posted_at) filter (where e.digest)
    into room, last_digest
    from enquiry_alert.emails e;

  -- The probe: the waiting message due first, made visible now. Its failure is not an attempt
  -- (settle_enquiry_alert), so a long outage uses the attempts no faster than the backoff.
  select * into server from enquiry_alert.mail_server;
  if server.unreachable_since is not null and server.next_probe_at <= pg_catalog.now() then
    -- Locked before any queue row, as settle_enquiry_alert does, so the two never deadlock.
    select * into server from enquiry_alert.mail_server for update;
    if server.unreachable_since is not null and server.next_probe_at <= pg_catalog.now() then
      select w.message_id into probe_id
        from enquiry_alert.waiting w join pgmq.q_enquiry_alerts q on q.msg_id = w.message_id
       where not w.probing and q.vt > pg_catalog.now()
       order by w.due_at, w.message_id
       limit 1;
      if probe_id is not null then
        update enquiry_alert.waiting set probing = true where message_id = probe_id;
        perform pgmq.set_vt('enquiry_alerts', probe_id, 0);
      end if;
      update enquiry_alert.mail_server
         set next_probe_at = pg_catalog.now() + pg_catalog.make_interval(secs => config.probe_interval_seconds);
    end if;
  end if;

  for batch_number in 1 .. config.max_batches loop
    batch := '[]'::jsonb;
    read_count := 0;
    for message in select * from pgmq.read('enquiry_alerts', config.read_vt_seconds, config.batch_size) loop
      read_count := read_count + 1;
      -- Being tried now, it no longer waits for the server (the probe keeps its mark until settled).
      delete from enquiry_alert.waiting where message_id = message.msg_id and message_id is distinct from probe_id;
      select * into enquiry from public.contact_submissions where id = (message.message ->> 'enquiry_id')::uuid;
      if not found or enquiry.alert_sent_at is not null or enquiry.id = any(in_dispatch) then
        perform pgmq.delete('enquiry_alerts', message.msg_id);
        delete from enquiry_alert.waiting where message_id = message.msg_id;
      elsif message.read_ct > config.max_reads then
        perform enquiry_alert.dead_letter(
          message.msg_id,
          enquiry.id,
          pg_catalog.format('the enquiry-alert function settled nothing in %s reads', message.read_ct - 1)
        );
      elsif room is not null and room <= 0 then
        -- Past the cap: not e-mailed on its own; the digest (below) stands for it.
        in_dispatch := in_dispatch || enquiry.id;
        folded := folded || message.msg_id;
        carrier := coalesce(carrier, enquiry_alert.message_json(message.msg_id, message.read_ct, enquiry));
      else
        room := room - 1;
        insert into enquiry_alert.emails (digest) values (false);
        in_dispatch := in_dispatch || enquiry.id;
        batch := batch || enquiry_alert.message_json(message.msg_id, message.read_ct, enquiry);
      end if;
    end loop;

    if pg_catalog.jsonb_array_length(batch) > 0 then
      perform enquiry_alert.post_messages(function_url, shared_secret, batch, config.request_timeout_ms);
      posted := posted + pg_catalog.jsonb_array_length(batch);
    end if;
    exit when read_count < config.batch_size;
  end loop;

  if pg_catalog.cardinality(folded) > 0 then
    -- A read of a folded message is given back: waiting for a digest never dead-letters it.
    update pgmq.q_enquiry_alerts q set read_ct = q.read_ct - 1 where q.msg_id = any(folded[2:]) and q.read_ct > 0;
    if last_digest is null then
      -- One digest a window: the first folded message carries it, the others wait invisible (their read's
      -- visibility) until it is settled, which records them sent with it or lets them come back.
      insert into enquiry_alert.covered (message_id, carrier_id)
      select m, folded[1] from pg_catalog.unnest(folded) as m
      on conflict (message_id) do update set carrier_id = excluded.carrier_id;
      perform enquiry_alert.post_messages(
        function_url,
        shared_secret,
        pg_catalog.jsonb_build_array(carrier || pg_catalog.jsonb_build_object('digest', pg_catalog.jsonb_build_object(
          'enquiries', pg_catalog.cardinality(folded),
          'cap', config.alert_cap,
          'window_seconds', config.alert_cap_window_seconds
        ))),
        config.request_timeout_ms
      );
      insert into enquiry_alert.emails (digest) values (true);
      posted := posted + 1;
    else
      -- A digest went in this window: they wait for the next one, unread.
      update pgmq.q_enquiry_alerts q set read_ct = q.read_ct - 1 where q.msg_id = folded[1] and q.read_ct > 0;
      delay := greatest(1, ceil(extract(epoch from
        last_digest + pg_catalog.make_interval(secs => config.alert_cap_window_seconds) - pg_catalog.now())))::integer;
      perform pgmq.set_vt('enquiry_alerts', m, delay) from pg_catalog.unnest(folded) as m;
      delete from enquiry_alert.covered c where c.message_id = any(folded);
    end if;
  end if;
  return posted;
end
$$;

-- Settles one message for the enquiry-alert function: `sent` with the mail server's answer, or not with the
-- error, and whether the error is that no mail server could be reached (`unreachable`: connection refused,
-- timeout, DNS) rather than the server's refusal (an SMTP reply). Sent: the enquiry records alert_sent_at
-- and the answer, the message is deleted, and every message waiting because the server was unreachable
-- becomes visible at once. Failed: the attempt is counted; the message comes back after the attempt's
-- delay (pgmq.set_vt), or after max_attempts goes to the dead-letter queue. A probe that finds no server
-- is not an attempt: the message goes back to the time its backoff gave it. Returns the outcome.
create or replace function enquiry_alert.settle_one(
  msg_id bigint,
  enquiry_id uuid,
  sent boolean,
  answer text,
  unreachable boolean default false
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  config enquiry_alert.settings;
  waited enquiry_alert.waiting;
  released bigint;
  attempt integer;
  delay integer;
begin
  select * into config from enquiry_alert.settings;
  -- Settles run side by side (one per e-mail): each takes this row first, so they never deadlock.
  perform 1 from enquiry_alert.mail_server for update;
  select * into waited from enquiry_alert.waiting w where w.message_id = settle_one.msg_id;
  delete from enquiry_alert.waiting w where w.message_id = settle_one.msg_id;

  if sent then
    attempt := enquiry_alert.mark_sent(enquiry_id, answer);
    perform pgmq.delete('enquiry_alerts', msg_id);
    update enquiry_alert.mail_server set unreachable_since = null, next_probe_at = null;
    -- The server takes mail again. A message being probed is in flight: it is settled on its own.
    for released in delete from enquiry_alert.waiting w where not w.probing returning w.message_id loop
      perform pgmq.set_vt('enquiry_alerts', released, 0);
    end loop;
    return pg_catalog.jsonb_build_object('msg_id', msg_id, 'outcome', case when attempt is null then 'already-sent' else 'sent' end, 'attempt', attempt);
  end if;

  if unreachable then
    update enquiry_alert.mail_server
       set unreachable_since = coalesce(unreachable_since, pg_catalog.now()),
           next_probe_at = greatest(
             coalesce(next_probe_at, pg_catalog.now()),
             pg_catalog.now() + pg_catalog.make_interval(secs => config.probe_interval_seconds)
           );
  else
    -- The server answered: it can be reached, so nothing is probed until it cannot again.
    update enquiry_alert.mail_server set unreachable_since = null, next_probe_at = null;
  end if;

  -- A failed probe is not an attempt.
  update public.contact_submissions
     set alert_attempts = alert_attempts + case when unreachable and waited.probing then 0 else 1 end,
         alert_last_error = pg_catalog.left(answer, 1000)
   where id = enquiry_id and alert_sent_at is null
  returning alert_attempts into attempt;
  if attempt is null then
    perform pgmq.delete('enquiry_alerts', msg_id);
    return pg_catalog.jsonb_build_object('msg_id', msg_id, 'outcome', 'already-sent');
  end if;

  if unreachable and waited.probing then
    delay := greatest(0, ceil(extract(epoch from waited.due_at - pg_catalog.now())))::integer;
    insert into enquiry_alert.waiting (message_id, due_at) values (msg_id, waited.due_at);
    perform pgmq.set_vt('enquiry_alerts', msg_id, delay);
    -- The probe's read is given back, so probes never reach max_reads.
    update pgmq.q_enquiry_alerts q set read_ct = q.read_ct - 1 where q.msg_id = settle_one.msg_id and q.read_ct > 0;
    return pg_catalog.jsonb_build_object('msg_id', msg_id, 'outcome', 'probe-failed', 'attempt', attempt, 'retry_in_seconds', delay);
  end if;
  if attempt >= config.max_attempts then
    perform enquiry_alert.dead_letter(msg_id, enquiry_id, pg_catalog.left(answer, 1000));
    return pg_catalog.jsonb_build_object('msg_id', msg_id, 'outcome', 'failed', 'attempt', attempt);
  end if;
  delay := config.retry_delays_seconds[least(attempt, pg_catalog.cardinality(config.retry_delays_seconds))];
  perform pgmq.set_vt('enquiry_alerts', msg_id, delay);
  if unreachable then
    insert into enquiry_alert.waiting (message_id, due_at)
    values (msg_id, pg_catalog.now() + pg_catalog.make_interval(secs => delay));
  end if;
  update public.contact_submissions set alert_status = 'retrying' where id = enquiry_id;
  return pg_catalog.jsonb_build_object('msg_id', msg_id, 'outcome', 'retrying', 'attempt', attempt, 'retry_in_seconds', delay);
end
$$;

-- Called by the enquiry-alert function (service role) for each message it handled: settles the message,
-- then what a digest it carried stands for, in one transaction.
create or replace function public.settle_enquiry_alert(
  msg_id bigint,
  enquiry_id uuid,
  sent boolean,
  answer text,
  unreachable boolean default false
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  outcome jsonb;
  covered_id bigint;
  covered_enquiry uuid;
  recorded integer := 0;
begin
  outcome := enquiry_alert.settle_one(msg_id, enquiry_id, sent, answer, unreachable);
  for covered_id in delete from enquiry_alert.covered c where c.carrier_id = settle_enquiry_alert.msg_id returning c.message_id loop
    -- Not sent: the covered messages come back when their read's visibility ends, for the next digest.
    continue when not sent;
    if covered_id = msg_id then
      -- The carrier itself, recorded sent by settle_one: its e-mail was the digest.
      update public.contact_submissions
         set alert_response = pg_catalog.left('In a digest e-mail: ' || answer, 1000)
       where id = enquiry_id;
      recorded := recorded + 1;
      continue;
    end if;
    select (q.message ->> 'enquiry_id')::uuid into covered_enquiry from pgmq.q_enquiry_alerts q where q.msg_id = covered_id;
    perform enquiry_alert.mark_sent(covered_enquiry, 'In a digest e-mail: ' || answer);
    perform pgmq.delete('enquiry_alerts', covered_id);
    delete from enquiry_alert.waiting w where w.message_id = covered_id;
    recorded := recorded + 1;
  end loop;
  if recorded > 0 then
    outcome := outcome || pg_catalog.jsonb_build_object('digest_covered', recorded);
  end if;
  return outcome;
end
$$;

-- Admin-only Resend: a failed alert goes back in the queue with its attempts reset.
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

-- Admin-only: the queue's depth, the age of its oldest message, and the dead letters, for the inbox.
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

-- Housekeeping, daily: archived messages older than 90 days, and pg_cron's run log older than 7 days.
create or replace function public.prune_enquiry_alerts() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from pgmq.a_enquiry_alerts where archived_at < pg_catalog.now() - interval '90 days';
  delete from pgmq.a_enquiry_alerts_dead where archived_at < pg_catalog.now() - interval '90 days';
  if pg_catalog.to_regclass('cron.job_run_details') is not null then
    execute 'delete from cron.job_run_details where end_time < pg_catalog.now() - interval ''7 days''';
  end if;
end
$$;

revoke all on function public.enqueue_enquiry_alert(), public.dispatch_enquiry_alerts(), public.prune_enquiry_alerts(),
  public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean), enquiry_alert.dead_letter(bigint, uuid, text),
  enquiry_alert.function_endpoint(), enquiry_alert.message_json(bigint, integer, public.contact_submissions),
  enquiry_alert.post_messages(text, text, jsonb, integer), enquiry_alert.mark_sent(uuid, text)
  from public, anon, authenticated;
revoke all on function enquiry_alert.settle_one(bigint, uuid, boolean, text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean) to service_role;
revoke all on function public.resend_enquiry_alert(uuid), public.enquiry_alert_queue_stats() from public, anon;
grant execute on function public.resend_enquiry_alert(uuid), public.enquiry_alert_queue_stats() to authenticated, service_role;

-- Supabase Cron runs the dispatcher every 10 s and the housekeeping daily. Only where pg_cron exists: the
-- local servers (PGlite, Debian's PostgreSQL) have none and call the same functions on their own timers
-- (packages/dev-backend/src/cron/).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('dispatch-enquiry-alerts', '10 seconds', 'select public.dispatch_enquiry_alerts()');
    perform cron.schedule('prune-enquiry-alerts', '17 3 * * *', 'select public.prune_enquiry_alerts()');
  end if;
end
$$;
