import { enquiryDetailsMaxLength, serviceNames } from '@staycompliant/contracts';
import { z } from 'zod';
import { emailSchema } from '../validation/email-schema';
import { companySizes } from './company-sizes';
import { contactMessages as m } from './contact-messages';

/** The enquiry's rules (docs/product.md, "Validation"). Keys are the table's columns, in the order the form shows them. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, { error: m.nameRequired }).max(100, { error: m.nameTooLong }),
  email: emailSchema,
  company_size: z.enum(companySizes, { error: m.companySizeRequired }),
  services_interested: z.array(z.enum(serviceNames)).min(1, { error: m.servicesRequired }),
  description: z.string().trim().min(10, { error: m.descriptionTooShort }).max(enquiryDetailsMaxLength, { error: m.descriptionTooLong }),
});

export type ContactFieldName = keyof typeof contactSchema.shape;
export const contactFieldOrder = Object.keys(contactSchema.shape) as ContactFieldName[];

/** What the form holds while the visitor types (company size is '' until chosen). */
export type ContactFormValues = {
  name: string;
  email: string;
  company_size: string;
  services_interested: string[];
  description: string;
};

/** The row inserted into contact_submissions: trimmed, e-mail lower-cased. */
export type Enquiry = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  company_size: '',
  services_interested: [],
  description: '',
};
