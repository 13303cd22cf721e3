-- E-mail addresses are lower-cased in ASCII only. zod checks the address against its ASCII-only
-- pattern before lower-casing it; lower() maps some non-ASCII letters to ASCII ones (the Kelvin sign
-- U+212A becomes 'k'), so 'ada@example.co' || U+212A passed the database's check after lower() although
-- the form refuses it. For every address the form accepts, ASCII lower-casing is the same as
-- JavaScript's toLowerCase().
create or replace function public.normalise_email(value text) returns text
language sql immutable strict parallel safe
as $$
  select pg_catalog.translate(public.js_trim(value), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
$$;
