-- Supabase Cron runs the analytics jobs (docs/architecture.md, "Analytics"): the rollups every minute,
-- the salts' deletion at 00:00 UTC (the collector creates each day's salt on its first event), and the
-- monthly partitions daily. Only where pg_cron exists: the local servers (PGlite, Debian's PostgreSQL)
-- have none and call the same functions on their own timers.
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
