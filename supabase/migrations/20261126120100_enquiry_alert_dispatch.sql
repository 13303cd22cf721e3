-- The enquiry alert's dispatcher and the functions that settle each message (docs/architecture.md,
-- "The enquiry alert"). The same SQL runs everywhere: hosted, pg_cron calls dispatch_enquiry_alerts()
-- every 10 s (next migration) and pg_net sends its POST; locally the dev backend calls the same function
-- on a timer and its pg_net stand-in sends the POST, once, as pg_net does.
--
-- The function's URL and the shared secret it checks are read from Supabase Vault, so neither is in git:
--   select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url');
--   select vault.create_secret('<the NOTIFY_ENQUIRY_SECRET given to the function>', 'notify_enquiry_secret');
-- Until both exist, messages wait in the queue.

-- Reads up to max_batches batches of batch_size messages (each invisible for read_vt_seconds) and POSTs
-- each batch to notify-enquiry in a request of its own: { messages: [{ msg_id, read_ct, enquiry: { id,
-- name, … } }] }. A message whose enquiry is gone or already e-mailed, or that repeats an enquiry read in
-- this dispatch, is deleted here, unsent: a redelivered message gives no second e-mail. While the mail
-- server cannot be reached, it first makes one waiting message visible, at most every
-- probe_interval_seconds, as a probe. Returns the number of messages posted.
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
begin
  select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_enquiry_url';
  select decrypted_secret into shared_secret from vault.decrypted_secrets where name = 'notify_enquiry_secret';
  if function_url is null or function_url = '' or shared_secret is null or shared_secret = '' then
    return 0;
  end if;
  select * into config from enquiry_alert.settings;

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
          pg_catalog.format('notify-enquiry settled nothing in %s reads', message.read_ct - 1)
        );
      else
        in_dispatch := in_dispatch || enquiry.id;
        batch := batch || pg_catalog.jsonb_build_object(
          'msg_id', message.msg_id,
          'read_ct', message.read_ct,
          'enquiry', pg_catalog.jsonb_build_object(
            'id', enquiry.id,
            'name', enquiry.name,
            'email', enquiry.email,
            'company_size', enquiry.company_size,
            'services_interested', enquiry.services_interested,
            'description', enquiry.description,
            'created_at', enquiry.created_at
          )
        );
      end if;
    end loop;

    if pg_catalog.jsonb_array_length(batch) > 0 then
      perform net.http_post(
        url := function_url,
        body := pg_catalog.jsonb_build_object('messages', batch),
        headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', shared_secret),
        timeout_milliseconds := config.request_timeout_ms
      );
      posted := posted + pg_catalog.jsonb_array_length(batch);
    end if;
    exit when read_count < config.batch_size;
  end loop;
  return posted;
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

-- Called by notify-enquiry (service role) for each message it handled: `sent` with the mail server's
-- answer, or not with the error, and whether the error is that no mail server could be reached
-- (`unreachable`: connection refused, timeout, DNS) rather than the server's refusal (an SMTP reply).
-- Sent: the enquiry records alert_sent_at and the answer, the message is deleted, and every message
-- waiting because the server was unreachable becomes visible at once. Failed: the attempt is counted;
-- the message comes back after the attempt's delay (pgmq.set_vt), or after max_attempts goes to the
-- dead-letter queue. A probe (dispatch_enquiry_alerts) that finds no server is not an attempt: the
-- message goes back to the time its backoff gave it. Returns the outcome.
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
  config enquiry_alert.settings;
  waited enquiry_alert.waiting;
  released bigint;
  attempt integer;
  delay integer;
begin
  select * into config from enquiry_alert.settings;
  -- Settles run side by side (one per e-mail): each takes this row first, so they never deadlock.
  perform 1 from enquiry_alert.mail_server for update;
  select * into waited from enquiry_alert.waiting w where w.message_id = settle_enquiry_alert.msg_id;
  delete from enquiry_alert.waiting w where w.message_id = settle_enquiry_alert.msg_id;

  if sent then
    update public.contact_submissions
       set alert_status = 'sent',
           alert_sent_at = pg_catalog.now(),
           alert_response = pg_catalog.left(answer, 1000),
           alert_last_error = null,
           alert_attempts = alert_attempts + 1
     where id = enquiry_id and alert_sent_at is null
    returning alert_attempts into attempt;
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
    update pgmq.q_enquiry_alerts q set read_ct = q.read_ct - 1 where q.msg_id = settle_enquiry_alert.msg_id and q.read_ct > 0;
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

-- Admin-only Resend: a failed alert goes back in the queue with its attempts reset.
create or replace function public.resend_enquiry_alert(enquiry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not coalesce((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'), false) then
    raise exception 'only admins may resend an alert' using errcode = '42501';
  end if;
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
  if not coalesce((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'), false) then
    raise exception 'only admins may read the alert queue' using errcode = '42501';
  end if;
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

revoke all on function public.dispatch_enquiry_alerts(), public.prune_enquiry_alerts(),
  public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean), enquiry_alert.dead_letter(bigint, uuid, text)
  from public, anon, authenticated;
grant execute on function public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean) to service_role;
revoke all on function public.resend_enquiry_alert(uuid), public.enquiry_alert_queue_stats() from public, anon;
grant execute on function public.resend_enquiry_alert(uuid), public.enquiry_alert_queue_stats() to authenticated, service_role;
