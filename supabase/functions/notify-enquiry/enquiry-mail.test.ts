import { describe, expect, it } from 'vitest';
import {
  alertMessagesFromPayload,
  buildEnquiryMail,
  escapeHtml,
  headerSafe,
  inboxLink,
  isUnreachable,
  PayloadError,
  receivedAt,
} from './enquiry-mail.ts';

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
const payload = { messages: [{ msg_id: 7, read_ct: 1, enquiry: record }] };
const settings = { from: 'Website <website@staycompliant.com>', to: 'team@staycompliant.com', siteUrl: 'https://staycompliant.com' };

function mailFor(overrides: Partial<typeof record>) {
  const [message] = alertMessagesFromPayload({ messages: [{ msg_id: 7, read_ct: 1, enquiry: { ...record, ...overrides } }] });
  return buildEnquiryMail(message!.enquiry, settings);
}

describe('alertMessagesFromPayload', () => {
  it("reads each message and its enquiry from the dispatcher's batch", () => {
    const [message] = alertMessagesFromPayload(payload);
    expect(message!.msgId).toBe(7);
    expect(message!.readCount).toBe(1);
    expect(message!.enquiry).toEqual({
      id: record.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company_size: '10-100',
      services_interested: ['Tax Filing', 'Legal Services'],
      description: record.description,
      created_at: record.created_at,
    });
  });

  it('gives the id in lower case, as PostgreSQL writes a uuid', () => {
    const [message] = alertMessagesFromPayload({
      messages: [{ msg_id: 7, read_ct: 1, enquiry: { ...record, id: record.id.toUpperCase() } }],
    });
    expect(message!.enquiry.id).toBe(record.id);
  });

  it.each([
    ['a Database Webhook payload', { type: 'INSERT', table: 'contact_submissions', schema: 'public', record, old_record: null }],
    ['no messages', { messages: [] }],
    ['a message without an id', { messages: [{ read_ct: 1, enquiry: record }] }],
    ['a message id that is not a positive integer', { messages: [{ msg_id: '1; drop', read_ct: 1, enquiry: record }] }],
    ['no enquiry', { messages: [{ msg_id: 1, read_ct: 1, enquiry: null }] }],
    ['an id that is not a uuid', { messages: [{ msg_id: 1, enquiry: { ...record, id: '1; drop table' } }] }],
    ['services that are not strings', { messages: [{ msg_id: 1, enquiry: { ...record, services_interested: [1] } }] }],
    ['a missing name', { messages: [{ msg_id: 1, enquiry: { ...record, name: undefined } }] }],
    ['a company size the database refuses', { messages: [{ msg_id: 1, enquiry: { ...record, company_size: 'huge' } }] }],
    ['not an object', 'INSERT'],
  ])('refuses %s', (_, body) => {
    expect(() => alertMessagesFromPayload(body)).toThrow(PayloadError);
  });
});

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
  it('escapeHtml escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('headerSafe turns every control character and line separator into one space', () => {
    expect(headerSafe('a\r\n\tb\u0000c\u0085d\u2029e')).toBe('a b c d e');
  });

  it('receivedAt writes the time in UTC for a reader, and keeps what it cannot read', () => {
    expect(receivedAt('2026-11-25T04:30:00.123-05:00')).toBe('Wed, 25 Nov 2026 09:30:00 GMT');
    expect(receivedAt('not a time')).toBe('not a time');
  });

  it('inboxLink puts the id in the query of /admin/enquiries', () => {
    expect(inboxLink('http://127.0.0.1:4173', 'abc')).toBe('http://127.0.0.1:4173/admin/enquiries?id=abc');
    expect(inboxLink('https://staycompliant.com/', 'abc')).toBe('https://staycompliant.com/admin/enquiries?id=abc');
  });
});

describe('isUnreachable', () => {
  it('tells a mail server that cannot be reached from one that refuses the message', () => {
    const error = (code: string, responseCode?: number) => Object.assign(new Error(code), { code, responseCode });
    for (const code of ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'ENOTFOUND']) {
      expect(isUnreachable(error(code))).toBe(true);
    }
    // An SMTP reply: the server is there.
    expect(isUnreachable(error('EENVELOPE', 550))).toBe(false);
    expect(isUnreachable(error('EPROTOCOL', 421))).toBe(false);
    expect(isUnreachable(error('ECONNECTION', 421))).toBe(false);
    expect(isUnreachable(error('EAUTH', 535))).toBe(false);
    expect(isUnreachable(error('EMESSAGE'))).toBe(false);
    expect(isUnreachable('ECONNREFUSED')).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });
});
