import { getOperatorClient, type SupabaseClient } from '@staycompliant/backend-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

type Session = NonNullable<Awaited<ReturnType<SupabaseClient['auth']['getSession']>>['data']['session']>;

const operatorSessionKey = ['operator-session'] as const;

/** Admins carry app_metadata.role = 'admin' (docs/product.md, "Beyond the first specification"); storage policies enforce it server-side. */
export function isOperator(session: Session): boolean {
  return session.user.app_metadata?.role === 'admin';
}

/** The operator's persisted session (null when signed out), kept in step with supabase-js. */
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
    queryFn: async () => {
      const { data, error } = await (await getOperatorClient()).auth.getSession();
      if (error) throw error;
      return data.session;
    },
    staleTime: Infinity,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const { data, error } = await (await getOperatorClient()).auth.signInWithPassword(credentials);
      if (error) throw error;
      return data.session;
    },
    onSuccess: (session) => queryClient.setQueryData(operatorSessionKey, session),
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
