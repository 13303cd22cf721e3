import { getPublicClient } from '@staycompliant/backend-client';
import { newsletterSchema } from './newsletter-schema';
import { type SubscribeFailure, type SubscribeNotice, subscribeErrorMessage } from './subscribe-error-message';

/** Starts loading supabase-js while the visitor types, so the submit does not wait for it. */
export function warmUp(): void {
  getPublicClient().catch(() => {
    // Loaded again on submit, where a failure is reported.
  });
}

export type SubscribeResult =
  | { outcome: 'invalid'; message: string }
  | { outcome: 'subscribed' }
  | { outcome: 'refused'; notice: SubscribeNotice };

/**
 * Checks the address and stores it. Loaded only when a visitor uses the form, so zod and
 * supabase-js stay off every page's first load.
 */
export async function subscribe(rawEmail: string, options: { honeypotFilled: boolean }): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse({ email: rawEmail });
  if (!parsed.success) return { outcome: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid email address' };
  if (options.honeypotFilled) return { outcome: 'subscribed' };
  let failure: SubscribeFailure;
  try {
    const client = await getPublicClient();
    const { error, status } = await client.from('email_subscribers').insert(parsed.data);
    if (!error && status !== 204) return { outcome: 'subscribed' };
    // postgrest-js reports a 404 with an empty body (a missing table) as a 204 without error.
    failure = error ? { code: error.code || undefined, status } : { status: 404 };
  } catch {
    failure = {};
  }
  return { outcome: 'refused', notice: subscribeErrorMessage(failure) };
}
