import { trpc } from '../trpc';

export type AuthState = 'loading' | 'authenticated' | 'unauthenticated';

/** Spec §4: loading, authenticated or unauthenticated; the /auth/me read is never retried (spec §7). */
export function useSession() {
  const me = trpc.public.auth.me.useQuery(undefined, { retry: false, refetchOnWindowFocus: false });
  const state: AuthState = me.isPending ? 'loading' : me.data ? 'authenticated' : 'unauthenticated';
  return { state, user: me.data ?? null };
}
