import { zodResolver } from '@hookform/resolvers/zod';
import { type EnquiryFields, enquirySchema } from '@staycompliant/contracts/schemas';
import type { Resolver } from 'react-hook-form';
import type { ContactFormValues } from './contact-schema';

// What validates and sends an enquiry, loaded on the form's first use and never with the page
// (load-enquiry-submission.ts): zod, the enquiry's schema and react-hook-form's zod resolver are the
// bulk of the form's code (docs/architecture/site-server.md, "Forms without JavaScript").

export { submitEnquiry, warmUpBackend } from './submit-enquiry';

/** The enquiry's rules as react-hook-form applies them: the schema's messages, its trimmed output. */
export const enquiryResolver: Resolver<ContactFormValues, unknown, EnquiryFields> = zodResolver<ContactFormValues, unknown, EnquiryFields>(
  enquirySchema,
);
