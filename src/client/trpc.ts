import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { observable, tap } from '@trpc/server/observable';
import superjson from 'superjson';
import { MAX_QUERY_BATCH_CALLS } from '../common/batch-limits';
import { PUBLIC_PAGES_UNCHANGED_HEADER } from '../common/preview';
import type { AppRouter } from '../server/routers/_app';

export const trpc = createTRPCReact<AppRouter>();

/** A refusal that asking again cannot change: a 4xx other than a timeout (408) or "too many, wait" (429). */
const isFinalRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Writes are sent again only when the server failed (5xx) or never answered; a 429 says when to come back. */
const isServerOrNetworkFailure = (status: number | undefined) => status === undefined || status >= 500;

/**
 * Every call is sent at once even when the browser says it is offline; only retries wait for the network.
 * (React Query's default pauses calls from the first `offline` event, and browsers raise it on a guess: Chromium
 * on Linux whenever its network interfaces change. A paused contact request is a lost lead.)
 */
const SEND_EVEN_IF_OFFLINE = 'offlineFirst';

/**
 * docs/product.md, Behaviour rules: fresh for 30 s, no focus refetch, bounded retries with doubling delay,
 * writes retried only on 5xx or no answer.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: SEND_EVEN_IF_OFFLINE,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isFinalRefusal(failureOf(error).status) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        networkMode: SEND_EVEN_IF_OFFLINE,
        retry: (failureCount, error) => isServerOrNetworkFailure(failureOf(error).status) && failureCount < 2,
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

/** A write the server confirmed: its procedure, and whether it may have changed a public page. */
export interface ConfirmedWrite {
  path: string;
  publicPagesChanged: boolean;
}

/** What hears of the writes, however they were called (a hook, `utils.client`). */
export interface WriteWatcher {
  /** A write sent; what it returns is called once, when the write is answered (after `confirmed`) or dropped. */
  sent(path: string): () => void;
  /** A write the server confirmed. */
  confirmed(write: ConfirmedWrite): void;
}

function writesLink(watcher: WriteWatcher): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        if (op.type !== 'mutation') return next(op).subscribe(observer);
        const answered = watcher.sent(op.path);
        const subscription = next(op)
          .pipe(
            tap({
              next: ({ context }) => {
                const response = (context as { response?: Response } | undefined)?.response;
                const unchanged = response?.headers.get(PUBLIC_PAGES_UNCHANGED_HEADER) === '1';
                watcher.confirmed({ path: op.path, publicPagesChanged: !unchanged });
                answered();
              },
              error: answered,
              complete: answered,
            }),
          )
          .subscribe(observer);
        return () => {
          subscription.unsubscribe();
          answered();
        };
      });
}

/**
 * Reads travel in batches within the server's limit; each write on its own, as the server takes them. `writes`
 * hears of each write sent and confirmed (the admin panel's live preview follows them).
 */
export function createTrpcClient(url = '/trpc', writes?: WriteWatcher) {
  return trpc.createClient({
    links: [
      ...(writes ? [writesLink(writes)] : []),
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url, transformer: superjson }),
        false: httpBatchLink({ url, transformer: superjson, maxItems: MAX_QUERY_BATCH_CALLS }),
      }),
    ],
  });
}
