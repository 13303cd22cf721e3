// Zod schemas shared by the apps and the Edge Functions, as `@staycompliant/contracts/schemas` (apart
// from the package's main entry, which stays free of zod).
export { type CompanySize, companySizeOptions, companySizes } from './company-sizes.ts';
export { emailMessages, emailSchema, maxEmailLength } from './email-schema.ts';
export { enquiryDetailsMaxLength } from './enquiry-limits.ts';
export { type EnquiryFields, enquiryMessages, enquirySchema, storedEnquirySchema } from './enquiry-schema.ts';
export { newsletterSchema, type Subscription } from './newsletter-schema.ts';
export { parseSignal, type Signal, signalSchema, type TrackedEvent, trackedEventNames } from './signal-schema.ts';
