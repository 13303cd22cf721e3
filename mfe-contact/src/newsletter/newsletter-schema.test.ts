// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter-schema';

function messagesFor(email: unknown): string[] {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const domain = '@example.com';

describe('newsletter schema', () => {
  it('stores the address trimmed and lower-cased', () => {
    expect(newsletterSchema.parse({ email: '  Founder@Example.COM\n' })).toEqual({ email: 'founder@example.com' });
  });

  it('accepts 255 characters after trimming and refuses 256', () => {
    expect(messagesFor(`   ${'a'.repeat(255 - domain.length)}${domain}   `)).toEqual([]);
    expect(messagesFor(`${'a'.repeat(256 - domain.length)}${domain}`)).toEqual(['Email must be less than 255 characters']);
  });

  it.each(['', '   ', 'founder', 'founder@example', 'founder@@example.com', undefined])('refuses %j with the spec message', (email) => {
    expect(messagesFor(email)).toEqual(['Invalid email address']);
  });
});
