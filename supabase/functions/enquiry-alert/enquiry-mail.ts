// The alert e-mail for one new enquiry (docs/architecture/enquiry-alert.md, "The enquiry alert"): a text part and an
// HTML part, visitor text escaped (mail-safe-text.ts), and a Message-ID derived from the enquiry's id.
// Pure and free of Deno APIs, so the same file runs in the Edge Function and in Vitest.
import type { Enquiry } from './alert-batch.ts';
import { escapeHtml, headerSafe } from './mail-safe-text.ts';

export interface MailSettings {
  from: string;
  to: string;
  /** The site's origin; the inbox link is `<siteUrl>/admin/enquiries?id=<id>`. */
  siteUrl: string;
}

export interface EnquiryMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** `<enquiry-<id>@<host>>`: the same for every delivery of one enquiry, so a repeat is recognisable. */
  messageId: string;
  text: string;
  html: string;
}

/** The database's timestamp as a reader's date in UTC ("Wed, 25 Nov 2026 09:30:00 GMT"); as given when unreadable. */
export function receivedAt(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toUTCString();
}

export function inboxLink(siteUrl: string, id: string): string {
  const url = new URL('/admin/enquiries', siteUrl);
  url.searchParams.set('id', id);
  return url.href;
}

export function hostOf(address: string): string {
  const host = address.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1];
  return host ?? 'staycompliant.invalid';
}

export function buildEnquiryMail(enquiry: Enquiry, settings: MailSettings): EnquiryMail {
  const link = inboxLink(settings.siteUrl, enquiry.id);
  const services = enquiry.services_interested.join(', ');
  const fields: [string, string][] = [
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Company size', enquiry.company_size],
    ['Services', services],
    ['Received', receivedAt(enquiry.created_at)],
  ];
  const text = [
    'A new enquiry came in through the website.',
    '',
    ...fields.map(([label, value]) => `${label}: ${headerSafe(value, 1000)}`),
    '',
    'Details:',
    enquiry.description,
    '',
    `Open it in the inbox: ${link}`,
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="font-family:sans-serif;line-height:1.4;margin:0;padding:16px"><div style="max-width:640px">',
    '<p>A new enquiry came in through the website.</p>',
    `<table style="border-collapse:collapse;width:100%">${rows}</table>`,
    '<h2 style="font-size:1em">Details</h2>',
    `<p style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(enquiry.description)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
    '</div></body></html>',
  ].join('\n');
  return {
    from: settings.from,
    to: settings.to,
    // Only the e-mail address, which the database has checked against a strict pattern, goes in a
    // header as an address; the name stays out of From and Reply-To.
    replyTo: enquiry.email,
    subject: headerSafe(`New enquiry from ${enquiry.name} (${enquiry.company_size})`, 120),
    messageId: `<enquiry-${enquiry.id}@${hostOf(settings.from)}>`,
    text,
    html,
  };
}
