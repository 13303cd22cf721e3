import { getPublicClient } from '@staycompliant/backend-client';
import type { EnquiryFields } from '@staycompliant/contracts/schemas';

/**
 * Stores one enquiry; true when the database accepted it. Anonymous visitors may only insert,
 * so no `.select()` is chained.
 */
export async function submitEnquiry(enquiry: EnquiryFields): Promise<boolean> {
  try {
    const client = await getPublicClient();
    const { error, status } = await client.from('contact_submissions').insert(enquiry);
    // postgrest-js turns a 404 with an empty body (a missing table) into a 204 without error;
    // a real insert answers 201.
    return error === null && status !== 204;
  } catch {
    return false;
  }
}

/** Starts loading supabase-js on the form's first use (use-submit-after-validation.ts), so the submit does not wait for it. */
export function warmUpBackend(): void {
  getPublicClient().catch(() => {
    // Loaded again on submit, where a failure is reported.
  });
}
