-- Written by `npm run db:diff enquiry_alert_helpers` from supabase/schemas (scripts/build/database-diff.mjs).

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION enquiry_alert.mark_sent(enquiry_id uuid, answer text)
 RETURNS integer
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.contact_submissions
     set alert_status = 'sent',
         alert_sent_at = pg_catalog.now(),
         alert_response = pg_catalog.left(answer, 1000),
         alert_last_error = null,
         alert_attempts = alert_attempts + 1
   where id = mark_sent.enquiry_id and alert_sent_at is null
  returning alert_attempts
$function$
;

CREATE OR REPLACE FUNCTION enquiry_alert.message_json(msg_id bigint, read_ct integer, enquiry public.contact_submissions)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION enquiry_alert.post_messages(function_url text, shared_secret text, messages jsonb, timeout_ms integer)
 RETURNS bigint
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select net.http_post(
    url := function_url,
    body := pg_catalog.jsonb_build_object('messages', messages),
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', shared_secret),
    timeout_milliseconds := timeout_ms
  )
$function$
;

CREATE OR REPLACE FUNCTION enquiry_alert.settle_one(msg_id bigint, enquiry_id uuid, sent boolean, answer text, unreachable boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.dispatch_enquiry_alerts()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.settle_enquiry_alert(msg_id bigint, enquiry_id uuid, sent boolean, answer text, unreachable boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

revoke all on function enquiry_alert.message_json(msg_id bigint, read_ct integer, enquiry public.contact_submissions) from public, anon, authenticated, service_role;
revoke all on function enquiry_alert.post_messages(function_url text, shared_secret text, messages jsonb, timeout_ms integer) from public, anon, authenticated, service_role;
revoke all on function enquiry_alert.mark_sent(enquiry_id uuid, answer text) from public, anon, authenticated, service_role;
