import { HStack, Stack } from '@chakra-ui/react';
import type { LeadRecord } from '../../../common/schemas/lead';
import { AcknowledgementBadge } from './AcknowledgementBadge';
import { AlertFailedNote } from './AlertFailedNote';
import { DeliveryBadge } from './DeliveryBadge';

/**
 * The alerts line of a lead's page: where the owner's e-mail about it stands (or why it is spam), whether the
 * visitor was told his request arrived, and any alert (e-mail or push, first or reminder) that did not reach its
 * reader, as on its card in the list.
 */
export function LeadAlertsLine({ lead }: { lead: LeadRecord }) {
  return (
    <Stack gap="0">
      <HStack gap="2" wrap="wrap" data-testid="lead-alerts">
        <DeliveryBadge submission={lead} />
        <AcknowledgementBadge submissionId={lead.id} />
      </HStack>
      <AlertFailedNote submissionId={lead.id} />
    </Stack>
  );
}
