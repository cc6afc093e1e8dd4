import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient, createTrpcClient, trpc } from '../trpc';

/**
 * The typed tRPC hooks for an island that talks to the server. Clients of its own per island root (on the
 * server, per render: nothing is shared between requests).
 */
export function TrpcProviders({ children }: { children: ReactNode }) {
  const [clients] = useState(() => ({ query: createQueryClient(), trpc: createTrpcClient() }));
  return (
    <trpc.Provider client={clients.trpc} queryClient={clients.query}>
      <QueryClientProvider client={clients.query}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
