-- The newsletter's subscribers (docs/product.md): anyone may subscribe; admins read and remove them.
-- The e-mail is normalised by a trigger and checked as the form checks it (010_form_text.sql).

create table public.email_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint email_subscribers_email_format
    check (email = public.normalise_email(email) and public.is_valid_email(email))
);

-- In code points, as zod 4 counts; NOT VALID: rows stored when it counted UTF-16 units stay as they are.
alter table public.email_subscribers
  add constraint email_subscribers_email_length
    check (pg_catalog.char_length(email) <= 255) not valid;

-- Unique regardless of case, even if the normalising trigger were dropped: a duplicate is 23505.
create unique index email_subscribers_email_key on public.email_subscribers (lower(email));

comment on table public.email_subscribers is
  'Newsletter subscribers. Anyone may insert; a duplicate e-mail in any case fails with 23505.';

create or replace function public.normalise_email_subscriber() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := public.normalise_email(new.email);
  return new;
end
$$;

create trigger email_subscribers_normalise
  before insert or update on public.email_subscribers
  for each row execute function public.normalise_email_subscriber();

-- Privileges: revoked first (hosted Supabase grants everything on new tables to the API roles), then
-- exactly what each role needs.
revoke all on table public.email_subscribers from anon, authenticated;
grant insert (email) on table public.email_subscribers to anon, authenticated;
grant select, delete on table public.email_subscribers to authenticated;
grant all on table public.email_subscribers to service_role;
revoke all on function public.normalise_email_subscriber() from public, anon, authenticated;

alter table public.email_subscribers enable row level security;

create policy "Visitors can subscribe"
  on public.email_subscribers for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read subscribers"
  on public.email_subscribers for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can remove subscribers"
  on public.email_subscribers for delete
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));
