import type { Database } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import type { SupabaseClientOptions, SupabaseClient as UntypedSupabaseClient } from '@supabase/supabase-js';
import { operatorSessionKey } from './operator-session';

/** supabase-js's client for the public schema of supabase/migrations: queries get typed rows. */
export type SupabaseClient = UntypedSupabaseClient<Database>;

let publicClient: Promise<SupabaseClient> | null = null;
let operatorClient: Promise<SupabaseClient> | null = null;

async function createClient(options: SupabaseClientOptions<'public'>): Promise<SupabaseClient> {
  // Loaded on first use, so supabase-js is never part of a page's first load.
  const { createClient } = await import('@supabase/supabase-js');
  return createClient<Database>(siteConfig.backend.url, siteConfig.backend.anonKey, options);
}

/**
 * The anonymous visitor's client (forms, public logo listing). It keeps no session, so it never
 * shares storage with the operators' client.
 */
export function getPublicClient(): Promise<SupabaseClient> {
  publicClient ??= createClient({
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'staycompliant-public' },
  }).catch((error: unknown) => {
    publicClient = null;
    throw error;
  });
  return publicClient;
}

/** The operators' client: signs in with e-mail and password and keeps the session in local storage. */
export function getOperatorClient(): Promise<SupabaseClient> {
  operatorClient ??= createClient({
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: operatorSessionKey },
  }).catch((error: unknown) => {
    operatorClient = null;
    throw error;
  });
  return operatorClient;
}
