-- The forms' text rules, shared by the enquiry (030_enquiry.sql) and the newsletter (040_newsletter.sql).
-- The database enforces the form schema's limits itself, for every caller: a trigger normalises text as
-- the zod schema does (JavaScript's String.trim, the e-mail lower-cased in ASCII), then CHECK constraints
-- verify the normalised row (23514, or 23502 for a missing value).
--
-- These are IMMUTABLE SQL functions without a SET clause, so PostgreSQL inlines them into the CHECK
-- constraints (a SET search_path would forbid inlining). They name pg_catalog and public objects by
-- qualified name, so a caller's search_path cannot change what they do.

-- String.prototype.trim: every Unicode White_Space character and line terminator, plus BOM.
create or replace function public.js_trim(value text) returns text
language sql immutable strict parallel safe
as $$
  select pg_catalog.btrim(
    value,
    E' \t\n\u000b\f\r' || U&'\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'
  )
$$;

-- The same pattern as zod 4's z.email().
create or replace function public.is_valid_email(value text) returns boolean
language sql immutable strict parallel safe
as $$
  select value operator(pg_catalog.~) '^([A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
$$;

-- Lower-cased in ASCII only: zod checks the address against its ASCII-only pattern before lower-casing it,
-- and lower() maps some non-ASCII letters to ASCII ones (the Kelvin sign U+212A becomes 'k').
create or replace function public.normalise_email(value text) returns text
language sql immutable strict parallel safe
as $$
  select pg_catalog.translate(public.js_trim(value), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
$$;
