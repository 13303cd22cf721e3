-- The enquiry alert's Database Webhook: after each INSERT into public.contact_submissions, POST the
-- webhook payload { type, table, schema, record, old_record } to the notify-enquiry Edge Function.
--
-- Like a Database Webhook made in the dashboard, this is an AFTER INSERT trigger that queues the request
-- with pg_net's net.http_post: the request is sent after the transaction commits, by pg_net's background
-- worker, and never delays or fails the visitor's insert.
-- (https://supabase.com/docs/guides/database/webhooks, https://supabase.com/docs/guides/database/extensions/pg_net)
--
-- The function's URL and the shared secret are read from Supabase Vault, so neither is in git:
--   select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url');
--   select vault.create_secret('<the NOTIFY_ENQUIRY_SECRET given to the function>', 'notify_enquiry_secret');
-- (https://supabase.com/docs/guides/database/vault). Until both exist, the trigger sends nothing.
-- Locally, the dev backend stores both at start and delivers the queue itself (docs/architecture.md).

-- Hosted Supabase offers pg_net; the local database has a stand-in from the dev backend's bootstrap instead.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

create or replace function public.notify_enquiry_webhook() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  shared_secret text;
begin
  select decrypted_secret into function_url from vault.decrypted_secrets where name = 'notify_enquiry_url';
  select decrypted_secret into shared_secret from vault.decrypted_secrets where name = 'notify_enquiry_secret';
  if function_url is null or function_url = '' or shared_secret is null or shared_secret = '' then
    return null;
  end if;
  perform net.http_post(
    url := function_url,
    body := pg_catalog.jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', pg_catalog.to_jsonb(new),
      'old_record', null
    ),
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', shared_secret),
    timeout_milliseconds := 5000
  );
  return null;
exception when others then
  -- The enquiry matters more than its alert: a broken webhook is logged, never the visitor's error.
  raise warning 'notify_enquiry_webhook: % (%)', sqlerrm, sqlstate;
  return null;
end
$$;

revoke all on function public.notify_enquiry_webhook() from public, anon, authenticated;

create trigger notify_enquiry_webhook
  after insert on public.contact_submissions
  for each row execute function public.notify_enquiry_webhook();
