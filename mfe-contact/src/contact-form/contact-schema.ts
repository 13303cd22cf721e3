import { type EnquiryFieldName, type EnquiryFormValues, enquiryFieldNames } from '@staycompliant/contracts';

// The enquiry's rules are the one schema in packages/contracts (src/schemas/enquiry-schema.ts); this
// file holds what only the form needs, without zod, which loads on the form's first use.

export type ContactFieldName = EnquiryFieldName;
/** The fields in the order the form shows them, which is the schema's (contact-schema.test.ts). */
export const contactFieldOrder: readonly ContactFieldName[] = enquiryFieldNames;

/** What the form holds while the visitor types (company size is '' until chosen); the site server re-renders the same. */
export type ContactFormValues = EnquiryFormValues;

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  company_size: '',
  services_interested: [],
  description: '',
};
