import { z } from 'zod';
import { emailSchema } from '../validation/email-schema';

export const newsletterSchema = z.object({ email: emailSchema });

export type Subscription = z.output<typeof newsletterSchema>;
