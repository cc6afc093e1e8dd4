import { Badge } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { useRefetchAfterWrites } from '../shared/useRefetchAfterWrites';

/** Leads arrive while the panel stays open on another tab: the mark looks again this often. */
const RECHECK_MS = 60_000;

/**
 * The leads' summary the mark shows (also read by the panel, which waits for it: AdminPage, so the mark mounting
 * after it does not ask again).
 */
export const useLeadsSummary = (enabled = true) =>
  trpc.admin.leads.summary.useQuery(undefined, {
    staleTime: 0,
    refetchInterval: RECHECK_MS,
    refetchOnMount: false,
    enabled,
  });

/**
 * The "New (n)" mark on the Contact Forms tab, seen from every tab: leads still at the first step, neither spam
 * nor archived. Hidden from the tab's accessible name (which stays "Contact Forms"); the inbox's own "New (n)"
 * filter says the same in words.
 */
export function NewLeadsCount() {
  const summary = useLeadsSummary();
  useRefetchAfterWrites(summary.refetch);
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
