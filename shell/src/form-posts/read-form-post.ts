import {
  type EnquiryFieldName,
  type EnquiryFormValues,
  enquiryFieldNames,
  type FormPostReading,
  type PostedFields,
  type PostedFormName,
  type ShellServerEntry,
} from '@staycompliant/contracts';
import { enquirySchema, newsletterSchema } from '@staycompliant/contracts/schemas';

// A form posted without JavaScript, read on the server by the same zod schemas the browser's forms
// use (docs/architecture/site-server.md, "Forms without JavaScript"). It lives in the shell's server entry
// because the site server runs on Node without TypeScript: the entry bundles the schemas, zod with
// them, and the site server calls it through the contract (ShellServerEntry['readFormPost']).

/** One value of a field as a form sends it: the first of a repeated text field, '' when missing. */
function text(fields: PostedFields, name: string): string {
  const value = fields[name];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}

/** Every value of a repeated field (the ticked services), in the order they came. */
function list(fields: PostedFields, name: string): string[] {
  const value = fields[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** The schema's first message for each failing field, as react-hook-form's zod resolver shows it. */
function firstMessages(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

function readEnquiry(fields: PostedFields): FormPostReading<'enquiry'> {
  const values: EnquiryFormValues = {
    name: text(fields, 'name'),
    email: text(fields, 'email'),
    company_size: text(fields, 'company_size'),
    services_interested: list(fields, 'services_interested'),
    description: text(fields, 'description'),
  };
  const parsed = enquirySchema.safeParse(values);
  if (parsed.success) return { valid: true, row: parsed.data, posted: { form: 'enquiry', values, errors: {} } };
  const messages = firstMessages(parsed.error);
  const errors: Partial<Record<EnquiryFieldName, string>> = {};
  for (const field of enquiryFieldNames) if (messages[field]) errors[field] = messages[field];
  return { valid: false, posted: { form: 'enquiry', values, errors } };
}

function readSubscription(fields: PostedFields): FormPostReading<'newsletter'> {
  const values = { email: text(fields, 'email') };
  const parsed = newsletterSchema.safeParse(values);
  if (parsed.success) return { valid: true, row: parsed.data, posted: { form: 'newsletter', values, errors: {} } };
  return { valid: false, posted: { form: 'newsletter', values, errors: { email: firstMessages(parsed.error).email } } };
}

export const readFormPost: NonNullable<ShellServerEntry['readFormPost']> = <Name extends PostedFormName>(
  form: Name,
  fields: PostedFields,
): FormPostReading<Name> => (form === 'enquiry' ? readEnquiry(fields) : readSubscription(fields)) as FormPostReading<Name>;
