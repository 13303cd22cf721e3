// The one schema of an enquiry: the contact form validates with it, and the enquiry-alert Edge
// Function reads each queued enquiry of the dispatcher's batch with it. The Edge Function imports this file on Deno,
// so every import here names its file with its extension (docs/architecture/backend.md, "Database types").
import { z } from 'zod';
import type { Tables, TablesInsert } from '../database.types.ts';
import { serviceNames } from '../services.ts';
import { companySizes } from './company-sizes.ts';
import { emailSchema } from './email-schema.ts';
import { enquiryDetailsMaxLength } from './enquiry-limits.ts';

/** The messages of the enquiry's rules, word for word (docs/product.md, "Messages"). */
export const enquiryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  companySizeRequired: 'Please select company size',
  servicesRequired: 'Please select at least one service',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be less than 1000 characters',
} as const;

const m = enquiryMessages;

/** The columns of contact_submissions a visitor fills in. */
type EnquiryColumns = Pick<TablesInsert<'contact_submissions'>, 'name' | 'email' | 'company_size' | 'services_interested' | 'description'>;

/**
 * The enquiry's rules (docs/product.md, "Validation"); the database checks the same
 * (supabase/migrations). Keys are the table's columns, in the order the form shows them.
 */
export const enquirySchema = z.object({
  name: z.string().trim().min(1, { error: m.nameRequired }).max(100, { error: m.nameTooLong }),
  email: emailSchema,
  company_size: z.enum(companySizes, { error: m.companySizeRequired }),
  services_interested: z.array(z.enum(serviceNames)).min(1, { error: m.servicesRequired }),
  description: z.string().trim().min(10, { error: m.descriptionTooShort }).max(enquiryDetailsMaxLength, { error: m.descriptionTooLong }),
}) satisfies z.ZodType<EnquiryColumns>;

/** An enquiry as stored: trimmed, e-mail lower-cased. */
export type EnquiryFields = z.output<typeof enquirySchema>;

/**
 * A stored enquiry as the alert's dispatcher posts it (the enquiry-alert Edge Function): the visitor's
 * fields by the same rules, its id and when it came; other columns are dropped.
 */
export const storedEnquirySchema = enquirySchema.extend({
  id: z.guid().toLowerCase(),
  created_at: z.string(),
}) satisfies z.ZodType<EnquiryColumns & Pick<Tables<'contact_submissions'>, 'id' | 'created_at'>>;
