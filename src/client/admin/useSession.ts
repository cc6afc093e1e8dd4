import { trpc } from '../trpc';

export type AuthState = 'loading' | 'authenticated' | 'unauthenticated';

/** Loading, authenticated or unauthenticated; the /auth/me read is never retried (a 401 is an answer). */
export function useSession() {
  const me = trpc.public.auth.me.useQuery(undefined, { retry: false, refetchOnWindowFocus: false });
  const state: AuthState = me.isPending ? 'loading' : me.data ? 'authenticated' : 'unauthenticated';
  return { state, user: me.data ?? null };
}
