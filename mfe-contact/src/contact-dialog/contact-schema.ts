import type { EnquiryFormValues } from '@staycompliant/contracts';
import { enquirySchema } from '@staycompliant/contracts/schemas';

// The enquiry's rules are the one schema in packages/contracts (src/schemas/enquiry-schema.ts); this
// file holds what only the form needs.

export type ContactFieldName = keyof typeof enquirySchema.shape;
/** The fields in the order the form shows them, which is the schema's. */
export const contactFieldOrder = Object.keys(enquirySchema.shape) as ContactFieldName[];

/** What the form holds while the visitor types (company size is '' until chosen); the site server re-renders the same. */
export type ContactFormValues = EnquiryFormValues;

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  company_size: '',
  services_interested: [],
  description: '',
};
