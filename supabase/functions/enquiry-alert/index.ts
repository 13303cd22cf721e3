// Supabase Edge Function: the enquiry alert's e-mails (docs/architecture/enquiry-alert.md, "The enquiry alert"). Called
// by public.dispatch_enquiry_alerts() (Supabase Cron hosted, the dev backend's timer locally) with a batch
// of messages from the queue enquiry_alerts and the shared secret in x-webhook-secret. It sends one e-mail
// per message (or, for the message carrying a digest past the hourly cap, the digest) and settles each
// through the RPC settle_enquiry_alert (service role): sent, or failed and retried later, or dead-lettered. Deploy: `supabase functions deploy enquiry-alert`.
import nodemailer from 'npm:nodemailer@10.6.1';
import { sameSecret } from '../_shared/same-secret.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { type AlertMessage, alertMessagesFromPayload, PayloadError } from './alert-batch.ts';
import { buildDigestMail } from './digest-mail.ts';
import { buildEnquiryMail } from './enquiry-mail.ts';
import { isUnreachable } from './smtp-failure.ts';

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
  if (!sameSecret(request.headers.get('x-webhook-secret') ?? '', Deno.env.get('ENQUIRY_ALERT_SECRET') ?? '')) {
    return json(401, { error: 'missing or wrong x-webhook-secret' });
  }

  let messages: AlertMessage[];
  try {
    messages = alertMessagesFromPayload(await request.json());
  } catch (error) {
    if (error instanceof PayloadError || error instanceof SyntaxError) return json(400, { error: error.message });
    throw error;
  }
  // In parallel, each message settled right after its own send: a crash loses no settle of an e-mail
  // sent earlier in the batch. Each send is bounded by its timeouts, so a batch ends well inside the
  // hosted 150 s limit.
  const results = await Promise.all(messages.map((message) => sendAndSettle(message)));
  return json(200, { results });
});

interface SendOutcome {
  sent: boolean;
  answer: string;
  messageId: string;
  /** No mail server answered (connection refused, timeout, DNS): the queue probes rather than counts. */
  unreachable: boolean;
}

/** The mail server's answer, or the error that stopped the message. */
async function send(message: AlertMessage): Promise<SendOutcome> {
  const port = Number(setting('SMTP_PORT', '465'));
  const settings = { from: setting('MAIL_FROM'), to: setting('MAIL_TO'), siteUrl: setting('SITE_URL') };
  // Past the hourly cap one message carries the digest: its e-mail stands for every enquiry folded into it.
  const mail = message.digest ? buildDigestMail(message.enquiry, message.digest, settings) : buildEnquiryMail(message.enquiry, settings);
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
    console.log(`enquiry-alert: sent ${mail.messageId} (${sent.response})`);
    return { sent: true, answer: String(sent.response ?? ''), messageId: mail.messageId, unreachable: false };
  } catch (error) {
    const answer = error instanceof Error ? error.message : String(error);
    console.error(`enquiry-alert: sending ${mail.messageId} failed: ${answer}`);
    return { sent: false, answer, messageId: mail.messageId, unreachable: isUnreachable(error) };
  } finally {
    transport.close();
  }
}

/** Sends one message's e-mail and records the outcome in the database, which deletes, delays or dead-letters it. */
async function sendAndSettle(message: AlertMessage): Promise<Record<string, unknown>> {
  const base = { msg_id: message.msgId, enquiry_id: message.enquiry.id };
  let outcome: SendOutcome;
  try {
    outcome = await send(message);
  } catch (error) {
    outcome = { sent: false, answer: error instanceof Error ? error.message : String(error), messageId: '', unreachable: false };
  }
  try {
    const { data: settled } = await serviceClient(setting('SUPABASE_URL'), setting('SUPABASE_SERVICE_ROLE_KEY'), { timeoutMs: 10_000 })
      .rpc('settle_enquiry_alert', {
        msg_id: message.msgId,
        enquiry_id: message.enquiry.id,
        sent: outcome.sent,
        answer: outcome.answer,
        unreachable: outcome.unreachable,
      })
      .throwOnError();
    return { ...base, ...(settled as Record<string, unknown>), ...(outcome.sent ? { answer: outcome.answer } : { error: outcome.answer }) };
  } catch (error) {
    // Unsettled, the message comes back when its visibility timeout ends: sent again if it was sent.
    const problem = error instanceof Error ? error.message : String(error);
    console.error(`enquiry-alert: settling message ${message.msgId} failed: ${problem}`);
    return { ...base, outcome: 'unsettled', sent: outcome.sent, error: problem };
  }
}
