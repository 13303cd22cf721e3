-- Cookieless first-party analytics, 1 of 4: the schema (docs/architecture.md, "Analytics"; docs/product.md,
-- "Analytics"). Then *_analytics_ingestion.sql (the visitor key, the collector's RPCs, the enquiry
-- trigger), *_analytics_rollups.sql (rollups, salts, partitions) and *_analytics_admin_api.sql.
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
revoke all on all tables in schema analytics from public, anon, authenticated;
revoke all on all sequences in schema analytics from public, anon, authenticated;
