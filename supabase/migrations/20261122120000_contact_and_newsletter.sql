-- Contact enquiries and newsletter subscribers.
--
-- The database enforces the form schema's limits itself, for every caller. Text fields are
-- NORMALISED by a trigger exactly as the zod schema normalises them (JavaScript's String.trim,
-- e-mail lower-cased), then CHECK constraints verify the normalised row. So any value the schema
-- accepts is stored as the schema would have normalised it, and any value the schema rejects
-- fails a CHECK (SQLSTATE 23514) or NOT NULL (23502). Lengths count UTF-16 code units, as
-- JavaScript's String.length does.

-- The helpers below are IMMUTABLE SQL functions without a SET clause, so PostgreSQL inlines them
-- into the CHECK constraints (a SET search_path would forbid inlining and cost a function call per
-- check). They reference only pg_catalog and public objects by qualified name, so a caller's
-- search_path cannot change what they do.

-- String.prototype.trim: every Unicode White_Space character and line terminator, plus BOM.
create or replace function public.js_trim(value text) returns text
language sql immutable strict parallel safe
as $$
  select pg_catalog.btrim(
    value,
    E' \t\n\u000b\f\r' || U&'\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'
  )
$$;

-- String.prototype.length: code points beyond the BMP count twice (surrogate pairs).
create or replace function public.utf16_length(value text) returns integer
language sql immutable strict parallel safe
as $$
  select pg_catalog.char_length(value) + pg_catalog.char_length(pg_catalog.regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
$$;

-- The same pattern as zod 4's z.email().
create or replace function public.is_valid_email(value text) returns boolean
language sql immutable strict parallel safe
as $$
  select value operator(pg_catalog.~) '^([A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
$$;

create or replace function public.normalise_email(value text) returns text
language sql immutable strict parallel safe
as $$ select pg_catalog.lower(public.js_trim(value)) $$;

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company_size text not null,
  services_interested text[] not null,
  description text not null,
  created_at timestamptz not null default now(),
  constraint contact_submissions_name_length
    check (name = public.js_trim(name) and public.utf16_length(name) between 1 and 100),
  constraint contact_submissions_email_format
    check (email = public.normalise_email(email) and public.is_valid_email(email)),
  constraint contact_submissions_email_length
    check (public.utf16_length(email) <= 255),
  constraint contact_submissions_company_size_valid
    check (company_size in ('less than 10', '10-100', '100+')),
  constraint contact_submissions_services_valid
    check (
      cardinality(services_interested) >= 1
      and array_ndims(services_interested) = 1
      and array_position(services_interested, null) is null
      and services_interested <@ array[
        'Incorporation & Closure',
        'Legal Services',
        'Accounting & Bookkeeping',
        'Controller & CFO Advisory',
        'Tax Filing',
        'Crypto Accounting & Taxes'
      ]::text[]
    ),
  constraint contact_submissions_description_length
    check (description = public.js_trim(description) and public.utf16_length(description) between 10 and 1000)
);

comment on table public.contact_submissions is
  'Enquiries from the contact dialog. Anyone may insert; only admins (app_metadata.role = admin) and the service role may read.';

create table public.email_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint email_subscribers_email_format
    check (email = public.normalise_email(email) and public.is_valid_email(email)),
  constraint email_subscribers_email_length
    check (public.utf16_length(email) <= 255)
);

-- Unique regardless of case, even if the normalising trigger were dropped: a duplicate is 23505.
create unique index email_subscribers_email_key on public.email_subscribers (lower(email));

comment on table public.email_subscribers is
  'Newsletter subscribers. Anyone may insert; a duplicate e-mail in any case fails with 23505.';

create or replace function public.normalise_contact_submission() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := public.js_trim(new.name);
  new.email := public.normalise_email(new.email);
  new.description := public.js_trim(new.description);
  return new;
end
$$;

create or replace function public.normalise_email_subscriber() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := public.normalise_email(new.email);
  return new;
end
$$;

create trigger contact_submissions_normalise
  before insert or update on public.contact_submissions
  for each row execute function public.normalise_contact_submission();

create trigger email_subscribers_normalise
  before insert or update on public.email_subscribers
  for each row execute function public.normalise_email_subscriber();

-- Privileges: hosted Supabase grants everything on new tables to the API roles by default,
-- so revoke first, then grant exactly what each role needs. Visitors can set only the form's
-- columns (never id or created_at).
revoke all on table public.contact_submissions, public.email_subscribers from anon, authenticated;

grant insert (name, email, company_size, services_interested, description)
  on table public.contact_submissions to anon, authenticated;
grant insert (email) on table public.email_subscribers to anon, authenticated;
grant select on table public.contact_submissions, public.email_subscribers to authenticated;
grant all on table public.contact_submissions, public.email_subscribers to service_role;

revoke all on function public.normalise_contact_submission(), public.normalise_email_subscriber() from public, anon, authenticated;

alter table public.contact_submissions enable row level security;
alter table public.email_subscribers enable row level security;

create policy "Visitors can send an enquiry"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read enquiries"
  on public.contact_submissions for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Visitors can subscribe"
  on public.email_subscribers for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read subscribers"
  on public.email_subscribers for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
