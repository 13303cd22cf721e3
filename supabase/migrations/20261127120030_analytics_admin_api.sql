-- Cookieless first-party analytics, 4 of 4: the admin API (docs/architecture.md, "Analytics"), read by
-- the dashboard at /admin/analytics. Each function checks its caller with private.require_admin()
-- (*_admin_check.sql) and reads rollups by whole UTC days (the days that overlap [range_start,
-- range_end)), except the series (whole buckets) and the live count.

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

-- Privileges: revoked from PUBLIC and anon (hosted Supabase grants new functions in public to the API
-- roles), granted to signed-in users, whom each function then checks.
revoke all on all functions in schema analytics from public, anon, authenticated;
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
