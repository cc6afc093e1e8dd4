import { Badge } from '@chakra-ui/react';
import { trpc } from '../../trpc';

/**
 * Whether the visitor got the e-mail saying his request arrived, or why not (turned off, e-mail not set up, the
 * address had one today). One that failed or is being retried shows with the other failed alerts (AlertFailedNote).
 */
export function AcknowledgementBadge({ submissionId }: { submissionId: number }) {
  const alerts = trpc.admin.alerts.ofLead.useQuery({ id: submissionId }, { staleTime: 30_000 });
  const receipt = alerts.data?.find((alert) => alert.kind === 'receipt');
  if (receipt?.status === 'sent')
    return (
      <Badge colorPalette="green" variant="subtle" data-testid="acknowledgement-status">
        Visitor e-mailed: request arrived
      </Badge>
    );
  if (receipt?.status === 'skipped')
    return (
      <Badge colorPalette="gray" variant="subtle" data-testid="acknowledgement-status">
        Visitor not e-mailed: {receipt.note}
      </Badge>
    );
  return null;
}
