// The newsletter's one schema: the footer's and /resources' form validate with it in the browser,
// and the site server's form posts with it (docs/architecture/site-server.md, "Forms without JavaScript").
import { z } from 'zod';
import type { TablesInsert } from '../database.types.ts';
import { emailSchema } from './email-schema.ts';

export const newsletterSchema = z.object({ email: emailSchema }) satisfies z.ZodType<Pick<TablesInsert<'email_subscribers'>, 'email'>>;

/** A subscription as stored: the address trimmed and lower-cased. */
export type Subscription = z.output<typeof newsletterSchema>;
