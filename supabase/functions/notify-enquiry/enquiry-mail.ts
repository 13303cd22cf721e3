// The alert e-mail for one new enquiry, built from the dispatcher's batch (docs/architecture.md,
// "The enquiry alert"). Pure and free of Deno APIs, so the same file runs in the Edge Function and in Vitest.
// The enquiry's row type and schema are the site's own, from packages/contracts, imported by relative
// path with their file extension as Deno needs; `zod` is mapped in this function's deno.json, and
// `supabase functions deploy --use-api` uploads the files outside supabase/ too (docs/architecture.md, "Database types").
import type { Tables } from '../../../packages/contracts/src/database.types.ts';
import { storedEnquirySchema } from '../../../packages/contracts/src/schemas/enquiry-schema.ts';

/** The columns of the new row that the e-mail shows. */
export type Enquiry = Pick<
  Tables<'contact_submissions'>,
  'id' | 'name' | 'email' | 'company_size' | 'services_interested' | 'description' | 'created_at'
>;

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

export class PayloadError extends Error {}

/** One enquiry, a row of public.contact_submissions (the site's own schema); PayloadError for anything else. */
export function enquiryFromRecord(record: unknown): Enquiry {
  if (typeof record !== 'object' || record === null) throw new PayloadError('enquiry is missing');
  const parsed = storedEnquirySchema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PayloadError(`enquiry.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not an enquiry'}`);
  }
  return parsed.data;
}

/**
 * Past the hourly cap the dispatcher folds enquiries into one digest a window, carried by one of them
 * (supabase/migrations/*_alert_cap.sql): how many it stands for, and the cap it met.
 */
export interface Digest {
  enquiries: number;
  cap: number;
  windowSeconds: number;
}

/** One message of the queue enquiry_alerts, as public.dispatch_enquiry_alerts() posts it. */
export interface AlertMessage {
  msgId: number;
  readCount: number;
  enquiry: Enquiry;
  /** Present when this message carries the digest: its e-mail is the digest, not the enquiry's own. */
  digest?: Digest;
}

function digestFromRecord(record: unknown): Digest | undefined {
  if (record === undefined || record === null) return undefined;
  const { enquiries, cap, window_seconds: windowSeconds } = record as Record<string, unknown>;
  if (![enquiries, cap, windowSeconds].every((value) => Number.isSafeInteger(value) && (value as number) >= 1)) {
    throw new PayloadError('digest is not { enquiries, cap, window_seconds } of positive integers');
  }
  return { enquiries: enquiries as number, cap: cap as number, windowSeconds: windowSeconds as number };
}

/** The dispatcher's body `{ messages: [{ msg_id, read_ct, enquiry, digest? }] }`; PayloadError for anything else. */
export function alertMessagesFromPayload(payload: unknown): AlertMessage[] {
  if (typeof payload !== 'object' || payload === null) throw new PayloadError('the body is not a JSON object');
  const { messages } = payload as { messages?: unknown };
  if (!Array.isArray(messages) || messages.length === 0) throw new PayloadError('messages is not a non-empty list');
  if (messages.length > 100) throw new PayloadError('more than 100 messages');
  return messages.map((message: unknown) => {
    if (typeof message !== 'object' || message === null) throw new PayloadError('a message is not an object');
    const { msg_id: msgId, read_ct: readCount, enquiry, digest } = message as Record<string, unknown>;
    if (!Number.isSafeInteger(msgId) || (msgId as number) < 1) throw new PayloadError('msg_id is not a positive integer');
    const parsed: AlertMessage = { msgId: msgId as number, readCount: Number(readCount) || 1, enquiry: enquiryFromRecord(enquiry) };
    const carried = digestFromRecord(digest);
    return carried ? { ...parsed, digest: carried } : parsed;
  });
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * One line for a header: every line break (CR, LF, NEL, LS, PS) and other control character becomes a
 * space, so visitor text can never start a header of its own; long values are cut.
 */
export function headerSafe(value: string, maxLength = 80): string {
  const oneLine = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
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

// nodemailer's codes for a connection that failed or broke, and Node's for a socket that never opened.
const unreachableCodes = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether a failed send found no mail server (refused connection, timeout, DNS, a dropped socket)
 * rather than one that answered with a refusal: an SMTP reply (4xx, 5xx) carries `responseCode`. The
 * queue probes an unreachable server instead of counting every try (docs/architecture.md, "The enquiry alert").
 */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return typeof responseCode !== 'number' && typeof code === 'string' && unreachableCodes.has(code);
}
