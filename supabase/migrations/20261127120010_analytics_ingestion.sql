-- Cookieless first-party analytics, 2 of 4: ingestion (docs/architecture.md, "Analytics"). The visitor
-- key is defined here once, and both writers of events use it: the collector (the Edge Function
-- analytics-collector, service role) through record_analytics_event, and the trigger that stores every
-- enquiry as a conversion, in the database, so an ad-blocker cannot hide it.

-- The site of a visitor's request: the host of its Origin header, lower-cased; null without one, or for
-- an opaque origin ("null"). Origin only: a browser sends it with every POST (the tracker's signal and
-- the contact form's insert alike) and every hop forwards it unchanged, whereas X-Forwarded-Host names
-- whichever proxy is in front (at PostgREST, hosted, Supabase's own gateway).
create or replace function analytics.site_of_origin(origin text) returns text
language sql immutable
set search_path = ''
as $$ select pg_catalog.lower(pg_catalog.substring(pg_catalog.btrim(origin), '^[A-Za-z][A-Za-z0-9+.-]*://([^/]+)')) $$;

-- Today's salt, made from 32 random bytes by the day's first caller; concurrent first callers get one salt.
create or replace function analytics.today_salt() returns bytea
language plpgsql
set search_path = ''
as $$
declare
  today date := analytics.utc_today();
  stored bytea;
begin
  select s.salt into stored from analytics.salt s where s.day = today;
  if stored is null then
    insert into analytics.salt (day, salt) values (today, extensions.gen_random_bytes(32)) on conflict (day) do nothing;
    select s.salt into stored from analytics.salt s where s.day = today;
  end if;
  return stored;
end
$$;

-- The visitor key: hex(HMAC-SHA256(salt, site || '\n' || ip || '\n' || user agent)); null when any part is missing.
create or replace function analytics.visitor_key(salt bytea, site text, ip text, user_agent text) returns text
language sql immutable
set search_path = ''
as $$
  select pg_catalog.encode(
    extensions.hmac(pg_catalog.convert_to(site || E'\n' || ip || E'\n' || user_agent, 'UTF8'), salt, 'sha256'),
    'hex'
  )
  where salt is not null and nullif(site, '') is not null and nullif(ip, '') is not null and nullif(user_agent, '') is not null
$$;

-- Service role (the collector): one event of the tracker, keyed here from the request's Origin, the
-- client address the collector trusts and the user agent, none of which is stored. Lengths are capped
-- rather than refused.
create or replace function public.record_analytics_event(
  origin text,
  client_address text,
  user_agent text,
  event_name text,
  path text,
  device text,
  referrer_host text default null,
  utm_source text default null,
  browser text default null,
  os text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text;
begin
  -- The names of signalSchema (packages/contracts/src/schemas/signal-schema.ts, the model), guarded here too.
  if event_name is null or event_name not in ('pageview', 'contact_opened', 'estimate_made', 'calendar_downloaded', 'newsletter_subscribed') then
    raise exception 'unknown event name %', event_name using errcode = '22023';
  end if;
  if device is null or device not in ('mobile', 'tablet', 'desktop') then
    raise exception 'device must be mobile, tablet or desktop' using errcode = '22023';
  end if;
  if path is null or pg_catalog.left(path, 1) <> '/' then
    raise exception 'the path must start with /' using errcode = '22023';
  end if;
  key := analytics.visitor_key(analytics.today_salt(), analytics.site_of_origin(origin), client_address, user_agent);
  if key is null then
    raise exception 'an origin, a client address and a user agent are needed to key the visitor' using errcode = '22023';
  end if;
  insert into analytics.event (visitor_key, name, path, referrer_host, utm_source, browser, os, device)
  values (
    key,
    event_name,
    pg_catalog.left(path, 512),
    nullif(pg_catalog.left(referrer_host, 255), ''),
    nullif(pg_catalog.left(utm_source, 100), ''),
    nullif(pg_catalog.left(browser, 50), ''),
    nullif(pg_catalog.left(os, 50), ''),
    device
  );
end
$$;

-- Service role (the collector): one dropped event, counted by reason.
create or replace function public.record_analytics_drop(reason public.analytics_drop_reason) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if reason is null then
    raise exception 'a drop needs its reason' using errcode = '22023';
  end if;
  insert into analytics.daily_drop as d (day, reason, dropped) values (analytics.utc_today(), reason, 1)
  on conflict on constraint daily_drop_pkey do update set dropped = d.dropped + 1;
end
$$;

-- The conversion: every stored enquiry is an enquiry_stored event, keyed by analytics.visitor_key from
-- the request's headers (PostgREST's request.headers): its Origin, the client address by the flood
-- limits' rule (flood_limit.client_address, *_flood_limits.sql, which the collector's rule matches),
-- and the user agent. Without them the event is stored without a key: it counts in the totals but in no
-- funnel.
create or replace function analytics.record_enquiry_conversion() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb;
begin
  -- A failure here must never cost an enquiry: the insert goes on without its event.
  begin
    headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
    insert into analytics.event (visitor_key, name, path)
    values (
      analytics.visitor_key(
        analytics.today_salt(),
        analytics.site_of_origin(headers ->> 'origin'),
        flood_limit.client_address(),
        headers ->> 'user-agent'
      ),
      'enquiry_stored',
      '/contact'
    );
  exception when others then
    null;
  end;
  return null;
end
$$;

create trigger record_enquiry_conversion
  after insert on public.contact_submissions
  for each row execute function analytics.record_enquiry_conversion();

-- Functions are executable by PUBLIC unless revoked, and hosted Supabase (like the local bootstrap)
-- grants new functions in public to the API roles: revoke, then grant exactly, in the migration that
-- creates them.
revoke all on all functions in schema analytics from public, anon, authenticated;
revoke all on function public.record_analytics_event(text, text, text, text, text, text, text, text, text, text),
  public.record_analytics_drop(public.analytics_drop_reason)
  from public, anon, authenticated;
grant execute on function public.record_analytics_event(text, text, text, text, text, text, text, text, text, text),
  public.record_analytics_drop(public.analytics_drop_reason)
  to service_role;
