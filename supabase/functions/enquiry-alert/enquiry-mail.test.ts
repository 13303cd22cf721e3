import { describe, expect, it } from 'vitest';
import { alertMessagesFromPayload } from './alert-batch.ts';
import { buildEnquiryMail, inboxLink, receivedAt } from './enquiry-mail.ts';

const record = {
  id: '0b7f6a52-2f6e-4c5e-9a59-3f4f1c2d9e10',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing', 'Legal Services'],
  description: 'We need our Delaware franchise tax filed.',
  created_at: '2026-11-25T09:30:00.000+00:00',
  status: 'new',
};
const settings = { from: 'Website <website@staycompliant.com>', to: 'team@staycompliant.com', siteUrl: 'https://staycompliant.com' };

function mailFor(overrides: Partial<typeof record>) {
  const [message] = alertMessagesFromPayload({ messages: [{ msg_id: 7, read_ct: 1, enquiry: { ...record, ...overrides } }] });
  return buildEnquiryMail(message!.enquiry, settings);
}

describe('buildEnquiryMail', () => {
  it('holds every field, in the text part and the HTML part, and links to the enquiry in the inbox', () => {
    const mail = mailFor({});
    const link = `https://staycompliant.com/admin/enquiries?id=${record.id}`;
    for (const part of [mail.text, mail.html]) {
      for (const value of [
        'Ada Lovelace',
        'ada@example.com',
        '10-100',
        'Tax Filing, Legal Services',
        record.description,
        'Wed, 25 Nov 2026 09:30:00 GMT',
        link,
      ]) {
        expect(part).toContain(value);
      }
    }
    expect(mail).toMatchObject({
      from: settings.from,
      to: settings.to,
      replyTo: 'ada@example.com',
      subject: 'New enquiry from Ada Lovelace (10-100)',
    });
  });

  it('derives the Message-ID from the enquiry id, so every delivery of one enquiry carries the same one', () => {
    expect(mailFor({}).messageId).toBe(`<enquiry-${record.id}@staycompliant.com>`);
    expect(mailFor({ name: 'Someone else' }).messageId).toBe(mailFor({}).messageId);
    expect(mailFor({ id: 'a1a1a1a1-2f6e-4c5e-9a59-3f4f1c2d9e10' }).messageId).not.toBe(mailFor({}).messageId);
  });

  it('escapes visitor markup, quotes and formulas in the HTML part, and keeps them verbatim in the text part', () => {
    const hostile = {
      name: `<img src=x onerror=alert(1)> "O'Neil"`,
      description: `=HYPERLINK("http://evil.test","click") <script>alert('x')</script> & more`,
    };
    const mail = mailFor(hostile);
    expect(mail.html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;O&#39;Neil&quot;');
    expect(mail.html).toContain(
      '=HYPERLINK(&quot;http://evil.test&quot;,&quot;click&quot;) &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more',
    );
    expect(mail.text).toContain(hostile.description);
    // The only markup left is the template's own.
    const tags = [...mail.html.matchAll(/<([a-z0-9]+)[\s>]/gi)].map((match) => (match[1] ?? '').toLowerCase());
    expect(new Set(tags)).toEqual(new Set(['html', 'head', 'meta', 'body', 'div', 'p', 'table', 'tr', 'th', 'td', 'h2', 'a']));
  });

  it('keeps line breaks in a name out of the Subject, so no header can be injected', () => {
    const mail = mailFor({ name: 'Eve\r\nBcc: victim@example.com\nX-Evil: 1\u2028Y' });
    expect(mail.subject).toBe('New enquiry from Eve Bcc: victim@example.com X-Evil: 1 Y (10-100)');
    expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.from).toBe(settings.from);
  });

  it('cuts a very long name in the Subject', () => {
    expect(mailFor({ name: 'x'.repeat(100) }).subject.length).toBeLessThanOrEqual(120);
  });
});

describe('helpers', () => {
  it('receivedAt writes the time in UTC for a reader, and keeps what it cannot read', () => {
    expect(receivedAt('2026-11-25T04:30:00.123-05:00')).toBe('Wed, 25 Nov 2026 09:30:00 GMT');
    expect(receivedAt('not a time')).toBe('not a time');
  });

  it('inboxLink puts the id in the query of /admin/enquiries', () => {
    expect(inboxLink('http://127.0.0.1:4173', 'abc')).toBe('http://127.0.0.1:4173/admin/enquiries?id=abc');
    expect(inboxLink('https://staycompliant.com/', 'abc')).toBe('https://staycompliant.com/admin/enquiries?id=abc');
  });
});
