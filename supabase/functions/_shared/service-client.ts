// The Edge Functions' client of the database's service-role RPCs: postgrest-js, typed by the generated
// `Database` (packages/contracts/src/database.types.ts), so each call's name and arguments are checked
// against supabase/migrations. Free of Deno APIs: the functions' modules are tested under Node too.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../packages/contracts/src/database.types.ts';

export type ServiceClient = PostgrestClient<Database>;

export interface ServiceClientOptions {
  /** Every request is aborted past it; none is retried (an RPC is a POST, which postgrest-js never retries). */
  timeoutMs: number;
  /** The fetch to use (tests record the requests with their own). */
  fetch?: typeof fetch;
}

/** <supabaseUrl>/rest/v1 with the service-role key. */
export function serviceClient(supabaseUrl: string, serviceRoleKey: string, options: ServiceClientOptions): ServiceClient {
  return new PostgrestClient<Database>(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    timeout: options.timeoutMs,
    retry: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
