-- The form's zod schema (zod 4) measures text in Unicode code points, not in UTF-16 units as the
-- first migration assumed: to the form an emoji is one character. The database must count the same
-- way, or it refuses a 100-character name with one emoji that the form accepted (and accepts a
-- 9-character description holding an emoji that the form refused). PostgreSQL's char_length counts
-- code points.
--
-- NOT VALID: rows already stored stay as they are (a description of 10 UTF-16 units may hold fewer
-- than 10 code points); every new or changed row is checked.
alter table public.contact_submissions
  drop constraint contact_submissions_name_length,
  add constraint contact_submissions_name_length
    check (name = public.js_trim(name) and pg_catalog.char_length(name) between 1 and 100) not valid,
  drop constraint contact_submissions_email_length,
  add constraint contact_submissions_email_length
    check (pg_catalog.char_length(email) <= 255) not valid,
  drop constraint contact_submissions_description_length,
  add constraint contact_submissions_description_length
    check (description = public.js_trim(description) and pg_catalog.char_length(description) between 10 and 1000) not valid;

alter table public.email_subscribers
  drop constraint email_subscribers_email_length,
  add constraint email_subscribers_email_length
    check (pg_catalog.char_length(email) <= 255) not valid;

drop function public.utf16_length(text);
