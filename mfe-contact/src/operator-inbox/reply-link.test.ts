// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { replyMailto } from './reply-link';

describe('the reply link', () => {
  it('prefills subject and body with the services, every part percent-encoded', () => {
    const link = replyMailto(
      {
        name: 'Ann & Co\r\nBcc: spy@evil.test',
        email: 'ann+inbox@example.com',
        services_interested: ['Tax Filing', 'Incorporation & Closure'],
        created_at: '',
      },
      'StayCompliant',
    );
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('ann+inbox@example.com');
    expect(url.searchParams.get('subject')).toBe('Your enquiry to StayCompliant: Tax Filing, Incorporation & Closure');
    expect(url.searchParams.get('body')).toContain('Hello Ann & Co\r\nBcc: spy@evil.test,');
    expect(url.searchParams.get('body')).toContain('about Tax Filing, Incorporation & Closure.');
    expect(link).not.toMatch(/[\r\n ]/);
    expect(link.split('?')[1]!.split('&')).toHaveLength(2);
  });
});
