-- Cookieless first-party analytics (docs/architecture/analytics.md, "Analytics"; docs/product.md, "Analytics"): the
-- schema, ingestion (the visitor key, the collector's RPCs, the enquiry's conversion), the rollups, salts
-- and partitions the scheduler keeps, and the admin API the dashboard reads.
--
-- One row per event, under a visitor key computed in the database (analytics.visitor_key) from a salt of
-- 32 random bytes, one per UTC day, deleted within 48 hours, so a key cannot be recomputed afterwards; the
-- IP and the user agent are never stored. Raw events are partitioned by month and kept 13 months;
-- rollups (hourly and daily) are kept. The schema `analytics` grants nothing to the API roles: visitors
-- reach it only through the collector, admins only through the SECURITY DEFINER functions of the admin
-- API. All days and hours are UTC.

-- pgcrypto's hmac() and gen_random_bytes() key the visitors (hosted Supabase ships it; the local server
-- loads PGlite's contrib build).
create extension if not exists pgcrypto with schema extensions;

create schema if not exists analytics;
revoke all on schema analytics from public, anon, authenticated;

-- Today and a day's bounds in UTC, whatever the session's TimeZone.
create or replace function analytics.utc_today() returns date
language sql stable
set search_path = ''
as $$ select (pg_catalog.now() at time zone 'UTC')::date $$;

create or replace function analytics.day_start(day date) returns timestamptz
language sql immutable
set search_path = ''
as $$ select day::timestamp at time zone 'UTC' $$;

-- Salts: one per UTC day, made by the day's first event (analytics.today_salt).
create table analytics.salt (
  day date primary key,
  salt bytea not null check (pg_catalog.octet_length(salt) = 32),
  created_at timestamptz not null default now()
);

-- Raw events. No IP and no user agent, ever: only the key derived from them with a salt that is deleted.
create sequence analytics.event_id_seq as bigint;
create table analytics.event (
  id bigint not null default nextval('analytics.event_id_seq'),
  occurred_at timestamptz not null default now(),
  -- Null only for an enquiry stored without the headers or the salt to compute it.
  visitor_key text,
  name text not null,
  path text not null,
  referrer_host text,
  utm_source text,
  browser text,
  os text,
  device text,
  -- The tracker's events are modelled once, trackedEventNames in packages/contracts/src/schemas/signal-schema.ts
  -- (the collector validates each signal with it); these checks are the database's own guard on the stored row.
  constraint event_name_valid check (
    name in ('pageview', 'contact_opened', 'estimate_made', 'calendar_downloaded', 'newsletter_subscribed', 'enquiry_stored')
  ),
  constraint event_visitor_key_valid check (
    visitor_key ~ '^[0-9a-f]{64}$' or (visitor_key is null and name = 'enquiry_stored')
  ),
  constraint event_path_valid check (left(path, 1) = '/' and char_length(path) <= 512),
  constraint event_device_valid check (device in ('mobile', 'tablet', 'desktop')),
  constraint event_lengths check (
    char_length(referrer_host) <= 255 and char_length(utm_source) <= 100
    and char_length(browser) <= 50 and char_length(os) <= 50
  )
) partition by range (occurred_at);
alter sequence analytics.event_id_seq owned by analytics.event.id;

-- Rows outside every monthly partition (none normally: maintain_partitions creates them ahead, and moves
-- any rows found here into the partition of their month when it creates it).
create table analytics.event_default partition of analytics.event default;

-- The rollups and the live count read a time range; refresh_rollups reads the events added since its last run.
create index event_occurred_at_idx on analytics.event (occurred_at);
create index event_id_idx on analytics.event (id);

-- The dashboard's breakdowns and the reasons a signal is dropped: enums in public, so the generated
-- database types (packages/contracts/src/database.types.ts, `Constants`) carry their lists.
create type public.analytics_dimension as enum ('page', 'entry_page', 'referrer', 'utm_source', 'device', 'browser', 'os');
create type public.analytics_drop_reason as enum ('bot', 'gpc', 'dnt', 'operator', 'rate_limited');

-- Dropped events, counted by UTC day and reason; nothing else of them is kept.
create table analytics.daily_drop (
  day date not null,
  reason public.analytics_drop_reason not null,
  dropped bigint not null default 0,
  primary key (day, reason)
);

-- Rollups. Visitors are distinct keys: per hour in hourly_totals, per day elsewhere; keys change every
-- day, so the visitors of a range are the sum of its days' (as Plausible counts them).
create table analytics.hourly_totals (
  hour timestamptz primary key,
  visitors integer not null,
  pageviews integer not null,
  enquiries integer not null
);

create table analytics.daily_totals (
  day date primary key,
  visitors integer not null,
  pageviews integer not null,
  enquiries integer not null
);

-- page, device, browser, os: per pageview (visitors = distinct keys, pageviews = pageviews).
-- entry_page, referrer, utm_source: per session, from its first pageview (visitors = distinct keys,
-- pageviews = the pageviews of those sessions). A session ends after 30 minutes without an event.
create table analytics.daily_breakdown (
  day date not null,
  dimension public.analytics_dimension not null,
  value text not null,
  visitors integer not null,
  pageviews integer not null,
  primary key (day, dimension, value)
);

-- Funnel steps per day: a later step counts the keys of the earlier step that also did it that day.
create table analytics.daily_funnel (
  day date not null,
  funnel text not null check (funnel in ('contact', 'estimate')),
  step integer not null,
  visitors integer not null,
  primary key (day, funnel, step)
);

-- refresh_rollups' watermark: the newest event id seen by the last run, and by the run before it.
create table analytics.rollup_state (
  only_row boolean primary key default true check (only_row),
  seen_id bigint not null default 0,
  previous_seen_id bigint not null default 0,
  refreshed_at timestamptz
);
insert into analytics.rollup_state default values;

-- Defence in depth: no grants, and RLS without policies, on every table of the schema.
alter table analytics.salt enable row level security;
alter table analytics.event enable row level security;
alter table analytics.daily_drop enable row level security;
alter table analytics.hourly_totals enable row level security;
alter table analytics.daily_totals enable row level security;
alter table analytics.daily_breakdown enable row level security;
alter table analytics.daily_funnel enable row level security;
alter table analytics.rollup_state enable row level security;

-- Ingestion. The visitor key is defined here once, and both writers of events use it: the collector (the Edge Function
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

-- Service role (the collector): one event of the tracker, keyed here from the visitor's request headers
-- (`origin`, `user-agent`, and those of the client address: `x-forwarded-for`, `x-site-proxy-secret`,
-- `x-site-visitor-address`), none of which is stored. Lengths are capped rather than refused.
create or replace function public.record_analytics_event(
  request_headers jsonb,
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
  key := analytics.visitor_key(
    analytics.today_salt(),
    analytics.site_of_origin(request_headers ->> 'origin'),
    flood_limit.client_address_of(request_headers),
    request_headers ->> 'user-agent'
  );
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
-- limits' rule (flood_limit.client_address, 060_flood_limits.sql, which the collector's rule matches),
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

-- The rollups, the salts' deletion and the monthly partitions: the jobs scheduled at the end of this file.

-- Recomputes every rollup of one UTC day from its raw events.
create or replace function analytics.rollup_day(day date) returns void
language plpgsql
set search_path = ''
as $$
declare
  low timestamptz := analytics.day_start(day);
  high timestamptz := analytics.day_start(day + 1);
begin
  delete from analytics.hourly_totals h where h.hour >= low and h.hour < high;
  delete from analytics.daily_totals t where t.day = rollup_day.day;
  delete from analytics.daily_breakdown b where b.day = rollup_day.day;
  delete from analytics.daily_funnel f where f.day = rollup_day.day;

  insert into analytics.hourly_totals (hour, visitors, pageviews, enquiries)
  select pg_catalog.date_trunc('hour', e.occurred_at, 'UTC'),
         count(distinct e.visitor_key),
         count(*) filter (where e.name = 'pageview'),
         count(*) filter (where e.name = 'enquiry_stored')
    from analytics.event e
   where e.occurred_at >= low and e.occurred_at < high
   group by 1;

  insert into analytics.daily_totals (day, visitors, pageviews, enquiries)
  select rollup_day.day,
         count(distinct e.visitor_key),
         count(*) filter (where e.name = 'pageview'),
         count(*) filter (where e.name = 'enquiry_stored')
    from analytics.event e
   where e.occurred_at >= low and e.occurred_at < high
  having count(*) > 0;

  insert into analytics.daily_breakdown (day, dimension, value, visitors, pageviews)
  select rollup_day.day, d.dimension, d.value, count(distinct e.visitor_key), count(*)
    from analytics.event e
   cross join lateral (
     values ('page'::public.analytics_dimension, e.path), ('device', e.device), ('browser', e.browser), ('os', e.os)
   ) as d (dimension, value)
   where e.occurred_at >= low and e.occurred_at < high and e.name = 'pageview' and d.value is not null
   group by d.dimension, d.value;

  -- Sessions: a key's events ordered in time; a gap of more than 30 minutes starts a new one.
  with keyed as (
    select e.id, e.visitor_key, e.name, e.path, e.referrer_host, e.utm_source, e.occurred_at,
           e.occurred_at - pg_catalog.lag(e.occurred_at) over (partition by e.visitor_key order by e.occurred_at, e.id) as gap
      from analytics.event e
     where e.occurred_at >= low and e.occurred_at < high and e.visitor_key is not null
  ),
  numbered as (
    select k.*,
           count(*) filter (where k.gap is null or k.gap > interval '30 minutes')
             over (partition by k.visitor_key order by k.occurred_at, k.id) as session
      from keyed k
  ),
  pageviews as (
    select n.*,
           pg_catalog.row_number() over (partition by n.visitor_key, n.session order by n.occurred_at, n.id) as nth,
           count(*) over (partition by n.visitor_key, n.session) as session_pageviews
      from numbered n
     where n.name = 'pageview'
  )
  insert into analytics.daily_breakdown (day, dimension, value, visitors, pageviews)
  select rollup_day.day, d.dimension, d.value, count(distinct p.visitor_key), sum(p.session_pageviews)
    from pageviews p
   cross join lateral (
     values ('entry_page'::public.analytics_dimension, p.path), ('referrer', p.referrer_host), ('utm_source', p.utm_source)
   ) as d (dimension, value)
   where p.nth = 1 and d.value is not null
   group by d.dimension, d.value;

  with per_key as (
    select bool_or(e.name = 'pageview') as viewed,
           bool_or(e.name = 'contact_opened') as opened,
           bool_or(e.name = 'estimate_made') as estimated,
           bool_or(e.name = 'enquiry_stored') as enquired
      from analytics.event e
     where e.occurred_at >= low and e.occurred_at < high and e.visitor_key is not null
     group by e.visitor_key
  ),
  counts as (
    select count(*) filter (where viewed) as viewed,
           count(*) filter (where viewed and opened) as opened,
           count(*) filter (where viewed and opened and enquired) as contact_enquired,
           count(*) filter (where estimated) as estimated,
           count(*) filter (where estimated and enquired) as estimate_enquired
      from per_key
  )
  insert into analytics.daily_funnel (day, funnel, step, visitors)
  select rollup_day.day, s.funnel, s.step, s.visitors
    from counts c
   cross join lateral (
     values ('contact', 1, c.viewed), ('contact', 2, c.opened), ('contact', 3, c.contact_enquired),
            ('estimate', 1, c.estimated), ('estimate', 2, c.estimate_enquired)
   ) as s (funnel, step, visitors)
   where s.visitors > 0;
end
$$;

-- The scheduler's job (every minute): recomputes the days of the events added since the run before the
-- last one. Looking one run further back catches an event whose transaction took its id before the last
-- run read the newest id but committed after it. Runs one at a time: a run that finds another going
-- returns at once (-1). Returns the number of days recomputed.
create or replace function analytics.refresh_rollups() returns integer
language plpgsql
set search_path = ''
as $$
declare
  state analytics.rollup_state;
  newest bigint;
  day date;
  days integer := 0;
begin
  if not pg_catalog.pg_try_advisory_xact_lock(3700001) then
    return -1;
  end if;
  select * into state from analytics.rollup_state for update;
  select max(e.id) into newest from analytics.event e where e.id > state.seen_id;
  for day in
    select distinct (e.occurred_at at time zone 'UTC')::date from analytics.event e where e.id > state.previous_seen_id order by 1
  loop
    perform analytics.rollup_day(day);
    days := days + 1;
  end loop;
  update analytics.rollup_state
     set previous_seen_id = state.seen_id, seen_id = coalesce(newest, state.seen_id), refreshed_at = pg_catalog.now();
  return days;
end
$$;

-- Recomputes every day of [from_day, to_day] (the bench's seed; a repair). Rollups of days whose raw
-- events are past retention would come out empty, so those are left alone. When every event the next
-- refresh would look at falls inside the range, the watermark moves past them: it has nothing to redo.
create or replace function analytics.rebuild_rollups(from_day date, to_day date) returns integer
language plpgsql
set search_path = ''
as $$
declare
  state analytics.rollup_state;
  newest bigint;
  oldest_kept date := (pg_catalog.now() at time zone 'UTC' - interval '13 months')::date + 1;
  first_day date := greatest(from_day, oldest_kept);
  days integer := 0;
begin
  perform pg_catalog.pg_advisory_xact_lock(3700001);
  select * into state from analytics.rollup_state for update;
  select max(e.id) into newest from analytics.event e where e.id > state.previous_seen_id;
  for offset_days in 0 .. to_day - first_day loop
    perform analytics.rollup_day(first_day + offset_days);
    days := days + 1;
  end loop;
  if newest is not null and not exists (
    select 1 from analytics.event e
     where e.id > state.previous_seen_id
       and (e.occurred_at < analytics.day_start(from_day) or e.occurred_at >= analytics.day_start(to_day + 1))
  ) then
    update analytics.rollup_state
       set previous_seen_id = greatest(newest, state.seen_id), seen_id = greatest(newest, state.seen_id), refreshed_at = pg_catalog.now();
  end if;
  return days;
end
$$;

-- The scheduler's job at 00:00 UTC: salts older than yesterday's go, so none lives more than 48 hours.
-- Today's salt is made by the day's first event (analytics.today_salt).
create or replace function analytics.rotate_salts() returns integer
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from analytics.salt s where s.day < analytics.utc_today() - 1;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

-- The monthly partition holding month_start (the first of a month), created unless it exists. Rows of
-- that month already in the default partition are moved into it first (the default partition may hold
-- no row of an attached range).
create or replace function analytics.ensure_partition(month_start date) returns void
language plpgsql
set search_path = ''
as $$
declare
  month date := pg_catalog.date_trunc('month', month_start::timestamp)::date;
  partition_name text := 'event_' || pg_catalog.to_char(month, 'YYYYMM');
  low timestamptz := analytics.day_start(month);
  high timestamptz := analytics.day_start((month + interval '1 month')::date);
begin
  if pg_catalog.to_regclass('analytics.' || partition_name) is not null then
    return;
  end if;
  if exists (select 1 from analytics.event_default d where d.occurred_at >= low and d.occurred_at < high) then
    execute pg_catalog.format('create table analytics.%I (like analytics.event including defaults including constraints)', partition_name);
    execute pg_catalog.format(
      'with moved as (delete from analytics.event_default where occurred_at >= $1 and occurred_at < $2 returning *) insert into analytics.%I select * from moved',
      partition_name
    ) using low, high;
    execute pg_catalog.format('alter table analytics.event attach partition analytics.%I for values from (%L) to (%L)', partition_name, low, high);
  else
    execute pg_catalog.format('create table analytics.%I partition of analytics.event for values from (%L) to (%L)', partition_name, low, high);
  end if;
  execute pg_catalog.format('revoke all on table analytics.%I from public, anon, authenticated', partition_name);
end
$$;

-- The scheduler's job, daily: partitions for this month and the next two (and for any month found in the
-- default partition); partitions whose every event is older than 13 months are dropped, and such rows
-- deleted from the default partition. Returns the partitions dropped.
create or replace function analytics.maintain_partitions() returns integer
language plpgsql
set search_path = ''
as $$
declare
  this_month date := pg_catalog.date_trunc('month', pg_catalog.now() at time zone 'UTC')::date;
  cutoff timestamptz := pg_catalog.now() - interval '13 months';
  month date;
  partition_name text;
  dropped integer := 0;
begin
  for month in
    select (this_month + pg_catalog.make_interval(months => n))::date from pg_catalog.generate_series(0, 2) as n
    union
    select pg_catalog.date_trunc('month', d.occurred_at at time zone 'UTC')::date
      from analytics.event_default d where d.occurred_at >= cutoff
  loop
    perform analytics.ensure_partition(month);
  end loop;

  for partition_name in
    select c.relname from pg_catalog.pg_inherits i join pg_catalog.pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'analytics.event'::regclass and c.relname ~ '^event_[0-9]{6}$'
  loop
    month := pg_catalog.to_date(pg_catalog.substr(partition_name, 7), 'YYYYMM');
    if analytics.day_start((month + interval '1 month')::date) <= cutoff then
      execute pg_catalog.format('drop table analytics.%I', partition_name);
      dropped := dropped + 1;
    end if;
  end loop;
  delete from analytics.event_default d where d.occurred_at < cutoff;
  return dropped;
end
$$;

select analytics.maintain_partitions();

-- The admin API, read by the dashboard at /admin/analytics. Each function checks its caller with
-- private.require_admin() (020_admin_check.sql) and reads rollups by whole UTC days (the days that
-- overlap [range_start, range_end)), except the series (whole buckets) and the live count.

-- The days overlapping [range_start, range_end), as the first and last day.
create or replace function analytics.range_days(range_start timestamptz, range_end timestamptz, out first_day date, out last_day date)
language sql immutable
set search_path = ''
as $$
  select (range_start at time zone 'UTC')::date,
         ((range_end at time zone 'UTC') - interval '1 microsecond')::date
$$;

create or replace function public.analytics_totals(range_start timestamptz, range_end timestamptz)
returns table (visitors bigint, pageviews bigint, enquiries bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select coalesce(sum(t.visitors), 0)::bigint, coalesce(sum(t.pageviews), 0)::bigint, coalesce(sum(t.enquiries), 0)::bigint
      from analytics.range_days(range_start, range_end) r
      join analytics.daily_totals t on t.day between r.first_day and r.last_day;
end
$$;

-- Every bucket of the range, zeros included (at most 20,000: an hourly series covers 2 years).
create or replace function public.analytics_series(range_start timestamptz, range_end timestamptz, bucket text)
returns table (bucket_start timestamptz, visitors bigint, pageviews bigint, enquiries bigint)
language plpgsql
stable
security definer
set search_path = ''
set timezone = 'UTC'
as $$
declare
  step interval;
begin
  perform private.require_admin();
  step := case bucket when 'hour' then interval '1 hour' when 'day' then interval '1 day' when 'month' then interval '1 month' end;
  if step is null then
    raise exception 'bucket must be hour, day or month' using errcode = '22023';
  end if;
  if range_end <= range_start then
    return;
  end if;
  if bucket = 'hour' and range_end - range_start > interval '20000 hours' then
    raise exception 'at most 20000 buckets' using errcode = '22023';
  end if;
  if bucket = 'hour' then
    return query
      select b.b, coalesce(h.visitors, 0)::bigint, coalesce(h.pageviews, 0)::bigint, coalesce(h.enquiries, 0)::bigint
        from pg_catalog.generate_series(pg_catalog.date_trunc('hour', range_start), range_end - interval '1 microsecond', step) as b (b)
        left join analytics.hourly_totals h on h.hour = b.b
       order by b.b;
  else
    return query
      with buckets as (
        select b.b, (b.b + step) as b_end
          from pg_catalog.generate_series(pg_catalog.date_trunc(bucket, range_start), range_end - interval '1 microsecond', step) as b (b)
      )
      select k.b,
             coalesce(sum(t.visitors), 0)::bigint, coalesce(sum(t.pageviews), 0)::bigint, coalesce(sum(t.enquiries), 0)::bigint
        from buckets k
        left join analytics.daily_totals t on t.day >= k.b::date and t.day < k.b_end::date
       group by k.b
       order by k.b;
  end if;
end
$$;

create or replace function public.analytics_breakdown(
  range_start timestamptz,
  range_end timestamptz,
  dimension public.analytics_dimension,
  row_limit integer default 10
)
returns table (value text, visitors bigint, pageviews bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if dimension is null then
    raise exception 'a breakdown needs its dimension' using errcode = '22023';
  end if;
  return query
    select b.value, sum(b.visitors)::bigint as visitors, sum(b.pageviews)::bigint as pageviews
      from analytics.range_days(range_start, range_end) r
      join analytics.daily_breakdown b
        on b.dimension = analytics_breakdown.dimension and b.day between r.first_day and r.last_day
     group by b.value
     order by 2 desc, 3 desc, 1
     limit greatest(1, least(coalesce(row_limit, 10), 1000));
end
$$;

create or replace function public.analytics_funnels(range_start timestamptz, range_end timestamptz)
returns table (funnel text, step integer, label text, visitors bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select s.funnel, s.step, s.label,
           coalesce((
             select sum(f.visitors) from analytics.range_days(range_start, range_end) r
               join analytics.daily_funnel f
                 on f.funnel = s.funnel and f.step = s.step and f.day between r.first_day and r.last_day
           ), 0)::bigint
      from (values ('contact', 1, 'Viewed a page'), ('contact', 2, 'Opened Contact us'), ('contact', 3, 'Sent an enquiry'),
                   ('estimate', 1, 'Made an estimate'), ('estimate', 2, 'Sent an enquiry')) as s (funnel, step, label)
     order by s.funnel, s.step;
end
$$;

-- Distinct visitors with an event in the last 5 minutes, from the raw events.
create or replace function public.analytics_live() returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select count(distinct e.visitor_key) from analytics.event e
     where e.occurred_at > pg_catalog.now() - interval '5 minutes'
  );
end
$$;

create or replace function public.analytics_drops(range_start timestamptz, range_end timestamptz)
returns table (reason public.analytics_drop_reason, dropped bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select s.reason,
           coalesce((
             select sum(d.dropped) from analytics.range_days(range_start, range_end) r
               join analytics.daily_drop d on d.reason = s.reason and d.day between r.first_day and r.last_day
           ), 0)::bigint
      from pg_catalog.unnest(pg_catalog.enum_range(null::public.analytics_drop_reason)) as s (reason)
     order by 2 desc, s.reason::text;
end
$$;

-- Privileges: the schema analytics grants nothing; functions are executable by PUBLIC unless revoked, and
-- hosted Supabase (like the local bootstrap) grants new functions in public to the API roles, so revoke,
-- then grant exactly. The admin API is granted to signed-in users, whom each function then checks.
revoke all on all tables in schema analytics from public, anon, authenticated;
revoke all on all sequences in schema analytics from public, anon, authenticated;
revoke all on all functions in schema analytics from public, anon, authenticated;
revoke all on function public.record_analytics_event(jsonb, text, text, text, text, text, text, text),
  public.record_analytics_drop(public.analytics_drop_reason)
  from public, anon, authenticated;
grant execute on function public.record_analytics_event(jsonb, text, text, text, text, text, text, text),
  public.record_analytics_drop(public.analytics_drop_reason)
  to service_role;
-- roles), granted to signed-in users, whom each function then checks.
revoke all on function public.analytics_totals(timestamptz, timestamptz),
  public.analytics_series(timestamptz, timestamptz, text),
  public.analytics_breakdown(timestamptz, timestamptz, public.analytics_dimension, integer),
  public.analytics_funnels(timestamptz, timestamptz),
  public.analytics_live(),
  public.analytics_drops(timestamptz, timestamptz)
  from public, anon;
grant execute on function public.analytics_totals(timestamptz, timestamptz),
  public.analytics_series(timestamptz, timestamptz, text),
  public.analytics_breakdown(timestamptz, timestamptz, public.analytics_dimension, integer),
  public.analytics_funnels(timestamptz, timestamptz),
  public.analytics_live(),
  public.analytics_drops(timestamptz, timestamptz)
  to authenticated, service_role;

-- Supabase Cron runs the jobs: the rollups every minute, the salts' deletion at 00:00 UTC (the collector
-- creates each day's salt on its first event), and the monthly partitions daily. Only where pg_cron exists:
-- the local servers (PGlite, Debian's PostgreSQL) have none and call the same functions on their own timers.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('analytics-refresh-rollups', '* * * * *', 'select analytics.refresh_rollups()');
    perform cron.schedule('analytics-rotate-salts', '0 0 * * *', 'select analytics.rotate_salts()');
    perform cron.schedule('analytics-maintain-partitions', '5 0 * * *', 'select analytics.maintain_partitions()');
  end if;
end
$$;
