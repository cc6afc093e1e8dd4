import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../server/routers/_app';
import { refetchOnMountUnlessServed } from './ssr/servedQueries';

export const trpc = createTRPCReact<AppRouter>();

const isClientError = (message: string) => message.includes('4') && !/408|429/.test(message);

/**
 * Every call is sent at once even when the browser says it is offline; only retries wait for the network.
 * (React Query's default pauses calls from the first `offline` event, and browsers raise it on a guess: Chromium
 * on Linux whenever its network interfaces change. A paused contact request is a lost lead.)
 */
const SEND_EVEN_IF_OFFLINE = 'offlineFirst';

/** Spec §9: fresh for 30 s, no focus refetch, bounded retries with doubling delay, writes retried only on 5xx/network. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: SEND_EVEN_IF_OFFLINE,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnMount: refetchOnMountUnlessServed(true),
        retry: (failureCount, error) => !isClientError(errorText(error)) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        networkMode: SEND_EVEN_IF_OFFLINE,
        retry: (failureCount, error) => /5|Failed to fetch/.test(errorText(error)) && failureCount < 2,
        retryDelay: 1000,
      },
    },
  });
}

/** The HTTP status (absent when the request never got an answer) and the server's message of a failed call. */
export function failureOf(error: unknown): { status?: number; message: string } {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return { status, message: error instanceof Error ? error.message : String(error) };
}

/** "status: body" as spec §8 describes, so the retry rules can read the status from the message. */
export function errorText(error: unknown): string {
  const { status, message } = failureOf(error);
  return status ? `${status}: ${message}` : message;
}

export function createTrpcClient() {
  return trpc.createClient({ links: [httpBatchLink({ url: '/trpc', transformer: superjson })] });
}
