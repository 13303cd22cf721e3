// The local defaults: the site works offline against the local backend with these. Production sets
// the run-time variables the README lists ("Configuration") in the site server's environment instead.
// Plain JavaScript, so the site server's compiled code loads it under Node.

export const localBackendUrl = 'http://127.0.0.1:54321';

/** The anon key of the local backend (the Supabase CLI's well-known demo key). Public by design. */
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
