-- The enquiry alert has one name in every tier (docs/architecture.md, "Features and their names"): the
-- Edge Function that was deployed as notify-enquiry is now enquiry-alert
-- (supabase/functions/enquiry-alert/), and the Vault secrets the dispatcher reads are named after it:
-- `enquiry_alert_url` (https://<project-ref>.supabase.co/functions/v1/enquiry-alert) and
-- `enquiry_alert_secret` (the function's ENQUIRY_ALERT_SECRET).
--
-- The migrations before this one (20261126120100_enquiry_alert_dispatch.sql, deployed, and
-- 20261128120100_alert_cap.sql) read `notify_enquiry_url` and `notify_enquiry_secret`; they stay as written. Mid-deploy the new names may not
-- be in Vault yet while the old function still answers, so the dispatcher reads the new names and, while
-- either is missing, the old pair: the alerts keep flowing to the old function until the operator has
-- deployed enquiry-alert and stored the new secrets (README, "The enquiry alert"), then deletes the old
-- function and secrets. The old names are read nowhere else.

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
revoke all on function enquiry_alert.function_endpoint() from public, anon, authenticated;

-- The dispatcher of 20261128120100_alert_cap.sql, reading its endpoint through enquiry_alert.function_endpoint().
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

revoke all on function public.dispatch_enquiry_alerts() from public, anon, authenticated;
