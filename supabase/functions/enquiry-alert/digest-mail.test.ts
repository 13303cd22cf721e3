import { describe, expect, it } from 'vitest';
import { alertMessagesFromPayload, PayloadError } from './alert-batch.ts';
import { buildDigestMail, newEnquiriesLink } from './digest-mail.ts';

const settings = { from: 'Website <website@staycompliant.com>', to: 'team@staycompliant.com', siteUrl: 'https://staycompliant.com' };
const enquiry = {
  id: '7d0f3c3e-1b1a-4c59-9d3b-2f0b8a1d2c3e',
  name: 'Jane <b>Doe</b>',
  email: 'jane@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'Please call me about Delaware.',
  created_at: '2026-11-28T09:30:00+00:00',
};

describe('the digest e-mail', () => {
  it('says how many enquiries wait in the inbox, why, and links to the new ones; no visitor text', () => {
    const mail = buildDigestMail(enquiry, { enquiries: 480, cap: 20, windowSeconds: 3600 }, settings);
    expect(mail.subject).toBe('480 new enquiries are waiting in the inbox');
    expect(mail.text).toContain('More than 20 enquiries arrived within an hour, so these are not e-mailed one by one.');
    expect(mail.text).toContain('Read them in the inbox: https://staycompliant.com/admin/enquiries?status=new');
    expect(mail.html).toContain('href="https://staycompliant.com/admin/enquiries?status=new"');
    expect(mail.messageId).toBe(`<enquiry-digest-${enquiry.id}@staycompliant.com>`);
    expect(mail.replyTo).toBe(settings.to);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('Jane');
      expect(part).not.toContain('jane@example.com');
    }
    expect(buildDigestMail(enquiry, { enquiries: 1, cap: 3, windowSeconds: 120 }, settings).text).toContain(
      '1 new enquiry is waiting in the inbox.\n\nMore than 3 enquiries arrived within 2 minutes',
    );
    expect(newEnquiriesLink('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/admin/enquiries?status=new');
  });

  it("reads a message's digest, and refuses one that is not positive integers", () => {
    const [plain, carrier] = alertMessagesFromPayload({
      messages: [
        { msg_id: 1, read_ct: 1, enquiry },
        { msg_id: 2, read_ct: 1, enquiry, digest: { enquiries: 7, cap: 20, window_seconds: 3600 } },
      ],
    });
    expect(plain?.digest).toBeUndefined();
    expect(carrier?.digest).toEqual({ enquiries: 7, cap: 20, windowSeconds: 3600 });
    expect(() =>
      alertMessagesFromPayload({ messages: [{ msg_id: 3, enquiry, digest: { enquiries: '7', cap: 20, window_seconds: 1 } }] }),
    ).toThrow(PayloadError);
  });
});
