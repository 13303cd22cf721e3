-- The client address has one definition, here in SQL (docs/architecture.md, "Flood limits"): the rule
-- of 20261128120000_flood_limits.sql becomes flood_limit.client_address_of(headers), which reads a
-- request's headers, and both paths that key a visitor call it. PostgREST's requests (the forms' inserts,
-- the enquiry's conversion event) through flood_limit.client_address(), with PostgREST's request.headers;
-- the collector's signals through record_analytics_event, which now takes the visitor's own request
-- headers as the collector received them instead of an address the collector decided. One setting
-- (flood_limit.settings.trusted_proxy_hops) and one rule, so the two paths cannot key one visitor twice.
-- The collector keeps only what it needs before any database work: the site server's secret, and the
-- address it rate-limits in memory (supabase/functions/analytics-collector/limit-address.ts).

-- The client address in `headers` (lower-case names, as PostgREST's request.headers): with
-- x-site-proxy-secret equal to the Vault secret site_proxy_secret, the vouched x-site-visitor-address
-- (PT403 for a wrong secret, 22023 for a vouched value that is not an IP address); otherwise the entry
-- `trusted_proxy_hops` from the right of x-forwarded-for. Null without an object or an entry.
create or replace function flood_limit.client_address_of(headers jsonb) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  expected text;
  given text;
  vouched text;
  entries text[];
  hops integer;
  salt bytea := extensions.gen_random_bytes(16);
begin
  if headers is null or pg_catalog.jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  given := headers ->> 'x-site-proxy-secret';
  if given is not null then
    select decrypted_secret into expected from vault.decrypted_secrets where name = 'site_proxy_secret';
    -- Compared as HMACs under a fresh key, so the time taken says nothing about where they differ.
    if expected is null or expected = ''
       or extensions.hmac(given, salt::text, 'sha256') <> extensions.hmac(expected, salt::text, 'sha256') then
      raise sqlstate 'PT403' using message = 'x-site-proxy-secret is not the site server''s secret';
    end if;
    vouched := pg_catalog.btrim(headers ->> 'x-site-visitor-address');
    begin
      return pg_catalog.host(vouched::inet);
    exception when others then
      raise sqlstate '22023' using message = 'x-site-visitor-address is not an IP address';
    end;
  end if;
  select array_agg(pg_catalog.btrim(entry) order by position)
    into entries
    from pg_catalog.unnest(pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ',')) with ordinality as e(entry, position)
   where pg_catalog.btrim(entry) <> '';
  if entries is null then
    return null;
  end if;
  select s.trusted_proxy_hops into hops from flood_limit.settings s;
  -- Fewer entries than trusted proxies: every entry was written by one of them, the first is the client.
  return entries[greatest(1, pg_catalog.cardinality(entries) - hops + 1)];
end
$$;

-- The current PostgREST request's client address by that rule, or null outside an HTTP request.
create or replace function flood_limit.client_address() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb;
begin
  begin
    headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  exception when others then
    -- PostgREST always sets JSON; anything else is no request's, and names no address.
    return null;
  end;
  return flood_limit.client_address_of(headers);
end
$$;

revoke all on function flood_limit.client_address_of(jsonb), flood_limit.client_address() from public, anon, authenticated;

-- Service role (the collector): one event of the tracker, keyed here from the visitor's request headers
-- (`origin`, `user-agent`, and those of the client address: `x-forwarded-for`, `x-site-proxy-secret`,
-- `x-site-visitor-address`), none of which is stored. Lengths are capped rather than refused.
drop function public.record_analytics_event(text, text, text, text, text, text, text, text, text, text);
create function public.record_analytics_event(
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

revoke all on function public.record_analytics_event(jsonb, text, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_analytics_event(jsonb, text, text, text, text, text, text, text) to service_role;
