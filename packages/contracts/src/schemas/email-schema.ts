import { z } from 'zod';

// Both forms' schemas build on this file. Zod would test whether it may compile parsers with
// new Function; the site's Content-Security-Policy forbids eval, and the test alone is reported as
// a violation.
z.config({ jitless: true });

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
