// The digest e-mail that stands for the enquiries past the hourly cap (docs/architecture/enquiry-alert.md, "The enquiry
// alert"): how many are waiting in the inbox, and the link to it. No visitor text at all, so nothing in it
// needs escaping. Pure and free of Deno APIs, so the same file runs in the Edge Function and in Vitest.
import type { Digest, Enquiry } from './alert-batch.ts';
import { type EnquiryMail, hostOf, type MailSettings } from './enquiry-mail.ts';

/** The inbox's new enquiries: `<siteUrl>/admin/enquiries?status=new`. */
export function newEnquiriesLink(siteUrl: string): string {
  const url = new URL('/admin/enquiries', siteUrl);
  url.searchParams.set('status', 'new');
  return url.href;
}

function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'an hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** `carrier`: the enquiry whose message carries the digest (its id makes the Message-ID). */
export function buildDigestMail(carrier: Pick<Enquiry, 'id'>, digest: Digest, settings: MailSettings): EnquiryMail {
  const link = newEnquiriesLink(settings.siteUrl);
  const count = digest.enquiries === 1 ? '1 new enquiry is' : `${digest.enquiries} new enquiries are`;
  const why = `More than ${digest.cap} enquiries arrived within ${windowText(digest.windowSeconds)}, so these are not e-mailed one by one.`;
  const text = [`${count} waiting in the inbox.`, '', why, '', `Read them in the inbox: ${link}`, ''].join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="font-family:sans-serif;line-height:1.4;margin:0;padding:16px"><div style="max-width:640px">',
    `<p><strong>${count} waiting in the inbox.</strong></p>`,
    `<p>${why}</p>`,
    `<p><a href="${link.replace(/&/g, '&amp;')}">Read them in the inbox</a></p>`,
    '</div></body></html>',
  ].join('\n');
  return {
    from: settings.from,
    to: settings.to,
    replyTo: settings.to,
    subject: `${count} waiting in the inbox`,
    messageId: `<enquiry-digest-${carrier.id}@${hostOf(settings.from)}>`,
    text,
    html,
  };
}
