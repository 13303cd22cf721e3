-- The operators' inbox (docs/product.md, "Enquiry inbox"): a status and notes on every enquiry,
-- an append-only history of their changes written by a trigger, admin access to subscribers, the
-- per-status counts the inbox shows, and the indexes its list needs.
--
-- Admins are the users whose JWT carries app_metadata.role = 'admin'. A visitor's own words (name,
-- e-mail, company size, services, details) can never be edited through the API: admins hold an
-- UPDATE grant on the columns status and notes only, so any other column fails with 42501.

create type public.enquiry_status as enum ('new', 'contacted', 'qualified', 'won', 'lost', 'spam');

alter table public.contact_submissions
  add column status public.enquiry_status not null default 'new',
  add column notes text not null default '',
  add column updated_at timestamptz not null default now(),
  add constraint contact_submissions_notes_length check (pg_catalog.char_length(notes) <= 5000);

create or replace function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

create trigger contact_submissions_touch_updated_at
  before update on public.contact_submissions
  for each row execute function public.touch_updated_at();

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

revoke all on function public.touch_updated_at(), public.record_contact_submission_change() from public, anon, authenticated;

-- Privileges. anon keeps INSERT only (unchanged). Hosted Supabase grants everything on new tables
-- and sequences to the API roles by default, so the history table revokes first.
grant update (status, notes) on table public.contact_submissions to authenticated;
grant delete on table public.email_subscribers to authenticated;

revoke all on table public.contact_submission_history from anon, authenticated, service_role;
revoke all on sequence public.contact_submission_history_id_seq from anon, authenticated, service_role;
grant select on table public.contact_submission_history to authenticated, service_role;

alter table public.contact_submission_history enable row level security;

-- Every admin check is one boolean InitPlan, computed once per statement: RLS evaluates it on every
-- row before the request's own filters, and the earlier form ((select auth.jwt()) -> … ->> 'role')
-- extracted the role from the JWT's jsonb once per row. The read policies of the first migration
-- are recreated in this form.
drop policy "Admins can read enquiries" on public.contact_submissions;
create policy "Admins can read enquiries"
  on public.contact_submissions for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

drop policy "Admins can read subscribers" on public.email_subscribers;
create policy "Admins can read subscribers"
  on public.email_subscribers for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can change an enquiry's status and notes"
  on public.contact_submissions for update
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'))
  with check ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can remove subscribers"
  on public.email_subscribers for delete
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can read the enquiry history"
  on public.contact_submission_history for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

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

revoke all on function public.enquiry_status_counts(text, text) from public, anon;
grant execute on function public.enquiry_status_counts(text, text) to authenticated, service_role;

-- The list's index: newest first with id as the tie-break, which also serves the keyset condition
-- (created_at < t or (created_at = t and id < i)). Under RLS, PostgreSQL uses an index only for a
-- LEAKPROOF operator (timestamptz and uuid comparisons are; enum equality and ILIKE are not), so an
-- admin's status filter and search cannot use an index on status or a trigram index, even on hosted
-- Supabase: they would only slow inserts down. Measured on 100,000 rows (docs/architecture.md).
create index contact_submissions_created_at_id_idx
  on public.contact_submissions (created_at desc, id desc);
