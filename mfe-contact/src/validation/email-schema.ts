import { z } from 'zod';

export const emailMessages = {
  invalid: 'Invalid email address',
  tooLong: 'Email must be less than 255 characters',
} as const;

export const maxEmailLength = 255;

/** Trimmed, a valid address, at most 255 characters, lower-cased: what both forms store. */
export const emailSchema = z
  .string({ error: emailMessages.invalid })
  .trim()
  .pipe(z.email({ error: emailMessages.invalid }).max(maxEmailLength, { error: emailMessages.tooLong }).toLowerCase());
