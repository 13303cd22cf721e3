-- Flood limits on the public forms (docs/architecture/backend.md, "Flood limits"). Anyone holding the public
-- anon key may insert enquiries and subscriptions over REST, and each enquiry queues an alert e-mail,
-- so an insert past `max_per_window` in `window_seconds` from one client address is refused with
-- SQLSTATE PT429, which PostgREST answers as HTTP 429 (hosted and locally).
--
-- The client address is read from PostgREST's request.headers by one rule, the collector's too:
--   * a request carrying `x-site-proxy-secret` equal to the Vault secret `site_proxy_secret` comes from
--     the site's own server, which inserts visitors' form posts on their behalf: its
--     `x-site-visitor-address` (an IP address) is the client;
--   * otherwise the entry `trusted_proxy_hops` from the right of x-forwarded-for (1: the one Supabase's
--     gateway appends, the address of whoever called it); entries a client wrote itself are never read.
-- A wrong secret is refused (PT403), a vouched address that is not an IP address too (22023, HTTP 400).
-- The address itself is never stored: the limit counts HMAC-SHA256(private key, form + address).
-- Only the API's anon and authenticated callers are limited; the service role and SQL are not.

create extension if not exists pgcrypto with schema extensions;

create schema if not exists flood_limit;
revoke all on schema flood_limit from public, anon, authenticated;

create table flood_limit.settings (
  only_row boolean primary key default true check (only_row),
  -- Inserts allowed per client address and form in the window; null switches the limit off.
  max_per_window integer default 5 check (max_per_window is null or max_per_window >= 1),
  window_seconds integer not null default 600 check (window_seconds > 0),
  -- Proxies in front of PostgREST that append their caller's address to x-forwarded-for.
  trusted_proxy_hops integer not null default 1 check (trusted_proxy_hops between 1 and 10)
);
insert into flood_limit.settings default values;
revoke all on table flood_limit.settings from public, anon, authenticated;

-- The HMAC key, made here and readable by no API role. Never exported: a new one only resets the counts.
create table flood_limit.hmac_key (
  only_row boolean primary key default true check (only_row),
  key bytea not null default extensions.gen_random_bytes(32)
);
insert into flood_limit.hmac_key default values;
revoke all on table flood_limit.hmac_key from public, anon, authenticated;

-- One row per accepted insert within the window: no address, only its keyed hash.
create table flood_limit.hit (
  address_key bytea not null,
  at timestamptz not null default pg_catalog.now()
);
create index hit_address_key_at on flood_limit.hit (address_key, at);
create index hit_at on flood_limit.hit (at);
revoke all on table flood_limit.hit from public, anon, authenticated;

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

-- BEFORE INSERT, per row, first of the table's triggers: counts the insert against its client address
-- and form (TG_ARGV[0]), and refuses it past the limit. The refusal rolls the statement back, so only
-- accepted inserts are counted, and a refused one queues no alert.
create or replace function flood_limit.limit_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  config flood_limit.settings;
  address text;
  hashed bytea;
  recent integer;
  oldest timestamptz;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated')
     or nullif(pg_catalog.current_setting('request.headers', true), '') is null then
    return new;
  end if;
  select * into config from flood_limit.settings;
  if config.max_per_window is null then
    return new;
  end if;
  address := coalesce(flood_limit.client_address(), '');
  hashed := extensions.hmac(
    pg_catalog.convert_to(tg_argv[0] || E'\n' || address, 'UTF8'),
    (select k.key from flood_limit.hmac_key k),
    'sha256'
  );
  -- One insert at a time per address and form, so concurrent inserts cannot all see room.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(pg_catalog.encode(hashed, 'hex'), 0));
  delete from flood_limit.hit h where h.at < pg_catalog.now() - pg_catalog.make_interval(secs => config.window_seconds);
  select count(*)::integer, min(h.at) into recent, oldest from flood_limit.hit h where h.address_key = hashed;
  if recent >= config.max_per_window then
    raise sqlstate 'PT429' using
      message = pg_catalog.format('Too many %s from this address: at most %s in %s seconds', tg_argv[0], config.max_per_window, config.window_seconds),
      hint = pg_catalog.format(
        'Try again in %s seconds.',
        greatest(1, ceil(extract(epoch from oldest + pg_catalog.make_interval(secs => config.window_seconds) - pg_catalog.clock_timestamp())))::integer
      );
  end if;
  insert into flood_limit.hit (address_key) values (hashed);
  return new;
end
$$;

revoke all on function flood_limit.client_address_of(jsonb), flood_limit.client_address(), flood_limit.limit_insert()
  from public, anon, authenticated;

-- Named to sort before the tables' other BEFORE triggers (*_normalise), which PostgreSQL fires by name.
create trigger contact_submissions_flood_limit
  before insert on public.contact_submissions
  for each row execute function flood_limit.limit_insert('enquiries');
create trigger email_subscribers_flood_limit
  before insert on public.email_subscribers
  for each row execute function flood_limit.limit_insert('subscriptions');
