import { trpc } from '../trpc';

/**
 * `second-factor`: the password was right, but a second factor is still to be confirmed (or set up): nothing of
 * the panel answers yet, so the login page shows that step.
 */
export type AuthState = 'loading' | 'authenticated' | 'second-factor' | 'unauthenticated';

/** The sign-in state; the /auth/me read is never retried (a 401 is an answer). */
export function useSession() {
  const me = trpc.public.auth.me.useQuery(undefined, { retry: false, refetchOnWindowFocus: false });
  const data = me.data ?? null;
  const state: AuthState = me.isPending
    ? 'loading'
    : !data
      ? 'unauthenticated'
      : data.step === 'done'
        ? 'authenticated'
        : 'second-factor';
  return { state, user: state === 'authenticated' ? data : null, signIn: data };
}
