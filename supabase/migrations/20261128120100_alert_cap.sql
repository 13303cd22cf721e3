-- Alert e-mails capped per window (docs/architecture.md, "The enquiry alert"): at most `alert_cap`
-- enquiries (default 20) are e-mailed one by one per `alert_cap_window_seconds` (default an hour); past
-- it, the rest are not e-mailed one by one, and one digest e-mail a window says how many are waiting in
-- the inbox. Delivery stays at least once: a folded enquiry's message stays in the queue until a digest
-- that stands for it is settled as sent (then it is recorded sent, "in a digest"), or comes back.
--
-- The digest is carried by the first folded message: the dispatcher posts it with `digest: { enquiries,
-- cap, window_seconds }`, notify-enquiry e-mails the digest instead of that enquiry, and settles it with
-- settle_enquiry_alert as any message (its retries and dead letter too). A null alert_cap is no cap.

alter table enquiry_alert.settings
  add column alert_cap integer default 20 check (alert_cap is null or alert_cap >= 1),
  add column alert_cap_window_seconds integer not null default 3600 check (alert_cap_window_seconds > 0);

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

-- The dispatcher of 20261126120100_enquiry_alert_dispatch.sql, with the cap.
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
  select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_enquiry_url';
  select decrypted_secret into shared_secret from vault.decrypted_secrets where name = 'notify_enquiry_secret';
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
          pg_catalog.format('notify-enquiry settled nothing in %s reads', message.read_ct - 1)
        );
      elsif room is not null and room <= 0 then
        -- Past the cap: not e-mailed on its own; the digest (below) stands for it.
        in_dispatch := in_dispatch || enquiry.id;
        folded := folded || message.msg_id;
        carrier := coalesce(carrier, pg_catalog.jsonb_build_object(
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
        ));
      else
        room := room - 1;
        insert into enquiry_alert.emails (digest) values (false);
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

  if pg_catalog.cardinality(folded) > 0 then
    -- A read of a folded message is given back: waiting for a digest never dead-letters it.
    update pgmq.q_enquiry_alerts q set read_ct = q.read_ct - 1 where q.msg_id = any(folded[2:]) and q.read_ct > 0;
    if last_digest is null then
      -- One digest a window: the first folded message carries it, the others wait invisible (their read's
      -- visibility) until it is settled, which records them sent with it or lets them come back.
      insert into enquiry_alert.covered (message_id, carrier_id)
      select m, folded[1] from pg_catalog.unnest(folded) as m
      on conflict (message_id) do update set carrier_id = excluded.carrier_id;
      perform net.http_post(
        url := function_url,
        body := pg_catalog.jsonb_build_object('messages', pg_catalog.jsonb_build_array(
          carrier || pg_catalog.jsonb_build_object('digest', pg_catalog.jsonb_build_object(
            'enquiries', pg_catalog.cardinality(folded),
            'cap', config.alert_cap,
            'window_seconds', config.alert_cap_window_seconds
          ))
        )),
        headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', shared_secret),
        timeout_milliseconds := config.request_timeout_ms
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


-- The settling of 20261126120100, unchanged, as enquiry_alert.settle_one; the public RPC (same signature,
-- service role only) settles the message and then what a digest it carried stands for, in one transaction.
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

drop function public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean);

create function public.settle_enquiry_alert(
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
    update public.contact_submissions
       set alert_status = 'sent',
           alert_sent_at = pg_catalog.now(),
           alert_response = pg_catalog.left('In a digest e-mail: ' || answer, 1000),
           alert_last_error = null,
           alert_attempts = alert_attempts + 1
     where id = covered_enquiry and alert_sent_at is null;
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

revoke all on function public.dispatch_enquiry_alerts(), public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean)
  from public, anon, authenticated;
revoke all on function enquiry_alert.settle_one(bigint, uuid, boolean, text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.settle_enquiry_alert(bigint, uuid, boolean, text, boolean) to service_role;
