-- The public bucket of client logos shown in the home page's carousel and managed on /admin/logos.
-- Everyone may read; only admins (app_metadata.role = 'admin') may upload, replace or delete.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'client-logos', 'client-logos', true, 2097152,
  array['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can read client logos"
  on storage.objects for select
  to public
  using (bucket_id = 'client-logos');

create policy "Admins can upload client logos"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'client-logos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins can replace client logos"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'client-logos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
  with check (bucket_id = 'client-logos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins can delete client logos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'client-logos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
