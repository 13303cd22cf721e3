import { withTimeout } from '@staycompliant/app-runtime';
import { getOperatorClient, type SupabaseClient } from '@staycompliant/backend-client';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@staycompliant/query';
import { useCallback, useEffect } from 'react';
import { isSessionRejected, retryUnlessSessionRejected } from './request-failure';

type Session = NonNullable<Awaited<ReturnType<SupabaseClient['auth']['getSession']>>['data']['session']>;

// One key in the shell's one QueryClient: every /admin page, whichever remote renders it, reads the
// same session, and supabase-js keeps it under one storage key (backend-client's operator client).
const operatorSessionKey = ['operator-session'] as const;
const sessionEndedByServerKey = ['operator-session', 'ended-by-server'] as const;

/** Admins carry app_metadata.role = 'admin' (docs/product.md, "Beyond the first specification"); RLS and storage policies enforce it server-side. */
export function isOperator(session: Session): boolean {
  return session.user.app_metadata?.role === 'admin';
}

/**
 * How long the gate waits for the session before it shows the sign-in form. Reading the stored
 * session is local, but supabase-js first loads, and refreshes an access token that is near its
 * expiry over the network, with no timeout of its own. A session that arrives later still replaces
 * the form: the auth listener puts it in the cache.
 */
export const sessionCheckTimeoutMs = 5000;

/** The operator's persisted session (null when signed out), kept in step with supabase-js. Read in the browser only. */
export function useOperatorSession() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void getOperatorClient().then((client) => {
      if (cancelled) return;
      const { data } = client.auth.onAuthStateChange((_event, session) => queryClient.setQueryData(operatorSessionKey, session));
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [queryClient]);

  return useQuery({
    queryKey: operatorSessionKey,
    queryFn: () => withTimeout(readSession(), sessionCheckTimeoutMs, 'The operator session'),
    staleTime: Infinity,
    // A session that cannot be read is treated as signed out at once: waiting to ask again cures
    // nothing the sign-in form does not.
    retry: false,
  });
}

async function readSession() {
  const { data, error } = await (await getOperatorClient()).auth.getSession();
  if (error) throw error;
  return data.session;
}

/** True once the server has refused the session mid-work, until the operator signs in again. */
export function useSessionEndedByServer(): boolean {
  return useQuery({ queryKey: sessionEndedByServerKey, queryFn: () => false, initialData: false, staleTime: Infinity }).data;
}

/**
 * Ends the session when `error` is the server refusing it (401, JWT expired): the page shows the
 * sign-in form with operatorMessages.sessionExpired in place of the tools, which keep what the
 * operator typed in their own drafts. Answers whether it did. Operator queries and mutations run it
 * through the query client (`operatorQuery`, `operatorMutation`); a request made outside TanStack
 * Query, through `useEndSessionIfRejected`.
 */
function endSessionIfRejected(error: unknown, queryClient: QueryClient): boolean {
  if (!isSessionRejected(error)) return false;
  queryClient.setQueryData(sessionEndedByServerKey, true);
  queryClient.setQueryData(operatorSessionKey, null);
  void getOperatorClient()
    .then((client) => client.auth.signOut({ scope: 'local' }))
    // The session is already gone from the page; what storage keeps is replaced by the next sign-in.
    .catch(() => {});
  return true;
}

/** `endSessionIfRejected` with the page's query client. */
export function useEndSessionIfRejected(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback((error: unknown) => endSessionIfRejected(error, queryClient), [queryClient]);
}

/** What every operator request's failure does besides what its page shows: a refused session ends. */
const endsSessionIfRejected = { onFailure: endSessionIfRejected };

/** An operator query's options: up to `retries` quiet retries for what the network may cure; a refused session ends it. */
export function operatorQuery(retries: number) {
  return { retry: retryUnlessSessionRejected(retries), meta: endsSessionIfRejected };
}

/** An operator mutation's options: a refused session ends it. */
export const operatorMutation = { meta: endsSessionIfRejected };

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const { data, error } = await (await getOperatorClient()).auth.signInWithPassword(credentials);
      if (error) throw error;
      return data.session;
    },
    onSuccess: (session) => {
      queryClient.setQueryData(sessionEndedByServerKey, false);
      queryClient.setQueryData(operatorSessionKey, session);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { auth } = await getOperatorClient();
      const { error } = await auth.signOut();
      // The server may be unreachable: the session on this device still ends.
      if (error) {
        const local = await auth.signOut({ scope: 'local' });
        if (local.error) throw local.error;
      }
    },
    onSuccess: () => queryClient.setQueryData(operatorSessionKey, null),
  });
}

export type { Session };
