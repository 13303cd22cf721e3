// Supabase Edge Function: one e-mail to the firm for each new enquiry (docs/architecture.md, "The enquiry
// alert"). Called by the Database Webhook on INSERT into public.contact_submissions, which sends the
// shared secret in the x-webhook-secret header. Deploy: `supabase functions deploy notify-enquiry`.
import nodemailer from 'npm:nodemailer@10.6.1';
import { buildEnquiryMail, enquiryFromPayload, PayloadError, sameSecret } from './enquiry-mail.ts';

function setting(name: string, fallback?: string): string {
  const value = Deno.env.get(name) ?? fallback;
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  if (!(await sameSecret(request.headers.get('x-webhook-secret') ?? '', Deno.env.get('NOTIFY_ENQUIRY_SECRET') ?? ''))) {
    return json(401, { error: 'missing or wrong x-webhook-secret' });
  }

  let enquiry: ReturnType<typeof enquiryFromPayload>;
  try {
    enquiry = enquiryFromPayload(await request.json());
  } catch (error) {
    if (error instanceof PayloadError || error instanceof SyntaxError) return json(400, { error: error.message });
    throw error;
  }

  const port = Number(setting('SMTP_PORT', '465'));
  const mail = buildEnquiryMail(enquiry, {
    from: setting('MAIL_FROM'),
    to: setting('MAIL_TO'),
    siteUrl: setting('SITE_URL'),
  });
  const user = Deno.env.get('SMTP_USER');
  const transport = nodemailer.createTransport({
    host: setting('SMTP_HOST'),
    port,
    // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
    secure: port === 465,
    auth: user ? { user, pass: setting('SMTP_PASSWORD') } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  try {
    const sent = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      messageId: mail.messageId,
      text: mail.text,
      html: mail.html,
      // nodemailer also refuses line breaks in headers; these two are ours and already one line.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    console.log(`notify-enquiry: sent ${mail.messageId} (${sent.response})`);
    return json(200, { messageId: mail.messageId });
  } catch (error) {
    // 502: the webhook's sender retries (the local backend does, with backoff; see docs/architecture.md).
    console.error(`notify-enquiry: sending ${mail.messageId} failed: ${error instanceof Error ? error.message : error}`);
    return json(502, { error: 'the mail server did not take the message' });
  } finally {
    transport.close();
  }
});
