import type { Database, PostedRow, SubscriptionRefusal } from '@staycompliant/contracts/server-rendering';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { SiteBackend } from '../site-backend.js';

/** What the backend said to one insert: stored, or refused with what the browser's form would read. */
export type StoreOutcome = { stored: true } | { stored: false; refusal: SubscriptionRefusal };

/** supabase-js wants a realtime transport on Node 20 (docs/architecture/development.md, "Pitfalls already met"); inserts never open one. */
class NoRealtime {
  constructor() {
    throw new Error('The site server only inserts: it opens no realtime connection.');
  }
}

const tables = { enquiry: 'contact_submissions', newsletter: 'email_subscribers' } as const;

/**
 * Inserts a form's row through supabase-js with the anon key, as the browser's forms do
 * (packages/backend-client), so the same Row Level Security decides. `timeoutMs` bounds a backend
 * that does not answer. Anonymous visitors may only insert: no `.select()` is chained.
 */
export function createPostStore(backend: SiteBackend | undefined, { timeoutMs = 8000 }: { timeoutMs?: number } = {}) {
  let client: SupabaseClient<Database> | undefined;
  const connect = (target: SiteBackend) => {
    client ??= createClient<Database>(target.url, target.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
      global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) },
    });
    return client;
  };

  return async function store<Name extends keyof typeof tables>(
    form: Name,
    row: PostedRow<Name>,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<StoreOutcome> {
    if (!backend) return { stored: false, refusal: {} };
    try {
      const insert = connect(backend)
        .from(tables[form])
        .insert(row as never);
      for (const [name, value] of Object.entries(headers)) insert.setHeader(name, value);
      const { error, status } = await insert;
      // postgrest-js turns a 404 with an empty body (a missing table) into a 204 without error; a real insert answers 201.
      if (!error && status !== 204) return { stored: true };
      if (!error) return { stored: false, refusal: { status: 404 } };
      return { stored: false, refusal: { ...(error.code && { code: error.code }), ...(status > 0 && { status }) } };
    } catch {
      return { stored: false, refusal: {} };
    }
  };
}
