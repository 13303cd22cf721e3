import { emailSchema } from '@staycompliant/contracts/schemas';
import { z } from 'zod';

export const newsletterSchema = z.object({ email: emailSchema });

export type Subscription = z.output<typeof newsletterSchema>;
