// The dispatcher's batch as the function reads it (docs/architecture/enquiry-alert.md, "The enquiry alert"): the body
// public.dispatch_enquiry_alerts() posts, each enquiry checked with the site's own schema. Pure and free of
// Deno APIs, so the same file runs in the Edge Function and in Vitest. The enquiry's row type and schema
// come from packages/contracts, imported by relative path with their file extension as Deno needs; `zod`
// is mapped in this function's deno.json, and `supabase functions deploy --use-api` uploads the files
// outside supabase/ too (docs/architecture/backend.md, "Database types").
import type { Tables } from '../../../packages/contracts/src/database.types.ts';
import { storedEnquirySchema } from '../../../packages/contracts/src/schemas/enquiry-schema.ts';

/** The columns of the new row that the e-mail shows. */
export type Enquiry = Pick<
  Tables<'contact_submissions'>,
  'id' | 'name' | 'email' | 'company_size' | 'services_interested' | 'description' | 'created_at'
>;

export class PayloadError extends Error {}

/** One enquiry, a row of public.contact_submissions (the site's own schema); PayloadError for anything else. */
function enquiryFromRecord(record: unknown): Enquiry {
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
