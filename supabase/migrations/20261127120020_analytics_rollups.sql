-- Cookieless first-party analytics, 3 of 4: the rollups, the salts' deletion and the monthly partitions
-- (docs/architecture.md, "Analytics"), the jobs *_analytics_cron.sql schedules.

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

revoke all on all functions in schema analytics from public, anon, authenticated;
