import { Badge } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../trpc';

/** Leads arrive while the panel stays open on another tab: the mark looks again this often. */
const RECHECK_MS = 60_000;

/** The leads' summary the mark shows (also read by the panel, which waits for it: AdminPage). */
export const useLeadsSummary = (enabled = true) =>
  trpc.admin.leads.summary.useQuery(undefined, { staleTime: 0, refetchInterval: RECHECK_MS, enabled });

/**
 * The "New (n)" mark on the Contact Forms tab, seen from every tab: leads still at the first step, neither spam
 * nor archived. Hidden from the tab's accessible name (which stays "Contact Forms"); the inbox's own "New (n)"
 * filter says the same in words.
 */
export function NewLeadsCount() {
  const summary = useLeadsSummary();
  const writing = useIsMutating();
  const { refetch } = summary;
  useEffect(() => {
    if (writing === 0) void refetch();
  }, [writing, refetch]);
  const count = summary.data?.newCount;
  if (!count) return null;
  return (
    // Before the tab's name (order -1): on a phone the row scrolls, and from the first tabs the mark is in view.
    <Badge
      size="sm"
      colorPalette="blue"
      variant="solid"
      order={-1}
      me="1.5"
      aria-hidden="true"
      data-testid="new-leads-count"
    >
      New ({count})
    </Badge>
  );
}
