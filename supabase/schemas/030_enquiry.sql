-- The contact enquiry (docs/product.md, "Contact page" and "Enquiry inbox"): the visitors' enquiries, the
-- operators' status and notes on each, the history of their changes, and the inbox's counts per status.
-- Anyone may insert the form's columns; only admins read and change status and notes. A visitor's own
-- words can never be edited through the API: admins hold an UPDATE grant on status and notes only (42501).

create type public.enquiry_status as enum ('new', 'contacted', 'qualified', 'won', 'lost', 'spam');

-- The enquiry alert's state on each enquiry (070_enquiry_alert.sql); null on enquiries stored before the
-- alert went through the queue.
create type public.enquiry_alert_status as enum ('queued', 'sent', 'retrying', 'failed');

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company_size text not null,
  services_interested text[] not null,
  description text not null,
  created_at timestamptz not null default now(),
  status public.enquiry_status not null default 'new',
  notes text not null default '',
  updated_at timestamptz not null default now(),
  alert_status public.enquiry_alert_status default 'queued',
  alert_attempts integer not null default 0,
  alert_sent_at timestamptz,
  alert_last_error text,
  alert_response text,
  constraint contact_submissions_email_format
    check (email = public.normalise_email(email) and public.is_valid_email(email)),
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
  constraint contact_submissions_notes_length check (pg_catalog.char_length(notes) <= 5000)
);

-- Lengths in Unicode code points, as zod 4 counts them. NOT VALID: rows stored before these limits (when
-- they counted UTF-16 units) stay as they are; every new or changed row is checked.
alter table public.contact_submissions
  add constraint contact_submissions_name_length
    check (name = public.js_trim(name) and pg_catalog.char_length(name) between 1 and 100) not valid,
  add constraint contact_submissions_email_length
    check (pg_catalog.char_length(email) <= 255) not valid,
  add constraint contact_submissions_description_length
    check (description = public.js_trim(description) and pg_catalog.char_length(description) between 10 and 1000) not valid;

comment on table public.contact_submissions is
  'Enquiries from the contact dialog. Anyone may insert; only admins (app_metadata.role = admin) and the service role may read.';
comment on column public.contact_submissions.alert_response is 'The mail server''s answer to the alert e-mail (e.g. 250 Message accepted).';

-- The list's index: newest first with id as the tie-break, which also serves the keyset condition
-- (created_at < t or (created_at = t and id < i)). Under RLS, PostgreSQL uses an index only for a
-- LEAKPROOF operator (timestamptz and uuid comparisons are; enum equality and ILIKE are not), so an
-- admin's status filter and search cannot use an index on status or a trigram index, even on hosted
-- Supabase: they would only slow inserts down (docs/architecture/backend.md, "The backend").
create index contact_submissions_created_at_id_idx
  on public.contact_submissions (created_at desc, id desc);

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

create or replace function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

create trigger contact_submissions_normalise
  before insert or update on public.contact_submissions
  for each row execute function public.normalise_contact_submission();

-- The alert's bookkeeping is not an operator's change: updated_at moves only with status and notes.
create trigger contact_submissions_touch_updated_at
  before update on public.contact_submissions
  for each row
  when (new.status is distinct from old.status or new.notes is distinct from old.notes)
  execute function public.touch_updated_at();

-- History: who changed which field of which enquiry, when, from which value to which.
create table public.contact_submission_history (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  changed_at timestamptz not null default now(),
  changed_by uuid,
  changed_by_email text,
  field text not null,
  old_value text,
  new_value text,
  constraint contact_submission_history_field_valid check (field in ('status', 'notes'))
);

create index contact_submission_history_submission_idx
  on public.contact_submission_history (submission_id, changed_at, id);

comment on table public.contact_submission_history is
  'Append-only history of status and notes changes, written by a trigger on contact_submissions. Admins may read it.';

-- SECURITY DEFINER: the history table grants INSERT to nobody, so only this trigger (running as
-- the owner, who bypasses RLS on its own table) can write it.
create or replace function public.record_contact_submission_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who uuid := auth.uid();
  who_email text := auth.jwt() ->> 'email';
begin
  if new.status is distinct from old.status then
    insert into public.contact_submission_history (submission_id, changed_by, changed_by_email, field, old_value, new_value)
    values (new.id, who, who_email, 'status', old.status::text, new.status::text);
  end if;
  if new.notes is distinct from old.notes then
    insert into public.contact_submission_history (submission_id, changed_by, changed_by_email, field, old_value, new_value)
    values (new.id, who, who_email, 'notes', old.notes, new.notes);
  end if;
  return null;
end
$$;

create trigger contact_submissions_record_change
  after update on public.contact_submissions
  for each row execute function public.record_contact_submission_change();

-- The inbox's counts per status, for the same search and service filter as its list: search is a
-- case-insensitive substring of name, e-mail or details (as the list's ilike.*term*), service an
-- element of services_interested (as the list's cs.{service}). SECURITY INVOKER: RLS applies, so a
-- non-admin counts nothing. Every status is returned, in the enum's order, with 0 when none match.
create or replace function public.enquiry_status_counts(search text default null, service text default null)
returns table (status public.enquiry_status, count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with pattern as (
    select pg_catalog.lower('%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(search, '\', '\\'), '%', '\%'), '_', '\_') || '%') as value
  ),
  matching as (
    -- lower(x) LIKE lower(pattern) is what ILIKE does in a UTF-8 database, with the pattern lowered once.
    select c.status
    from public.contact_submissions c cross join pattern p
    where (service is null or service = '' or c.services_interested operator(pg_catalog.@>) array[service])
      and (
        p.value is null
        or pg_catalog.lower(c.name) operator(pg_catalog.~~) p.value
        or pg_catalog.lower(c.email) operator(pg_catalog.~~) p.value
        or pg_catalog.lower(c.description) operator(pg_catalog.~~) p.value
      )
  )
  select s.status, pg_catalog.count(m.status)
  from pg_catalog.unnest(pg_catalog.enum_range(null::public.enquiry_status)) as s (status)
  left join matching m on m.status = s.status
  group by s.status
  order by s.status
$$;

-- Privileges: hosted Supabase grants everything on new tables, sequences and functions to the API roles by
-- default, so revoke first, then grant exactly what each role needs. Visitors can set only the form's
-- columns (never id or created_at).
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (name, email, company_size, services_interested, description)
  on table public.contact_submissions to anon, authenticated;
grant select on table public.contact_submissions to authenticated;
grant update (status, notes) on table public.contact_submissions to authenticated;
grant all on table public.contact_submissions to service_role;

revoke all on table public.contact_submission_history from anon, authenticated, service_role;
revoke all on sequence public.contact_submission_history_id_seq from anon, authenticated, service_role;
grant select on table public.contact_submission_history to authenticated, service_role;

revoke all on function public.normalise_contact_submission(), public.touch_updated_at(), public.record_contact_submission_change()
  from public, anon, authenticated;
revoke all on function public.enquiry_status_counts(text, text) from public, anon;
grant execute on function public.enquiry_status_counts(text, text) to authenticated, service_role;

-- Every admin check is one boolean InitPlan, computed once per statement, rather than the JWT's role
-- extracted once per row.
alter table public.contact_submissions enable row level security;
alter table public.contact_submission_history enable row level security;

create policy "Visitors can send an enquiry"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read enquiries"
  on public.contact_submissions for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can change an enquiry's status and notes"
  on public.contact_submissions for update
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'))
  with check ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can read the enquiry history"
  on public.contact_submission_history for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));
