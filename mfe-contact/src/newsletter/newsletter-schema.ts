// The newsletter's schema is shared with the site server's form posts: packages/contracts/src/schemas/newsletter-schema.ts.
export { newsletterSchema } from '@staycompliant/contracts/schemas';
