-- Supabase Cron runs the enquiry alert's dispatcher every 10 s and its housekeeping daily
-- (docs/architecture.md, "The enquiry alert"). Only where pg_cron exists: the local servers (PGlite,
-- Debian's PostgreSQL) have none and call the same functions on their own timers.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('dispatch-enquiry-alerts', '10 seconds', 'select public.dispatch_enquiry_alerts()');
    perform cron.schedule('prune-enquiry-alerts', '17 3 * * *', 'select public.prune_enquiry_alerts()');
  end if;
end
$$;
