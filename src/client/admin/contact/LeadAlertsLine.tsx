import { HStack } from '@chakra-ui/react';
import type { LeadRecord } from '../../../common/schemas/lead';
import { DeliveryBadge } from './DeliveryBadge';

/**
 * The alerts line of a lead: where the owner's e-mail about it stands (or why it is spam). Issue 31's alerts
 * add the push and reminder states here.
 */
export function LeadAlertsLine({ lead }: { lead: LeadRecord }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="lead-alerts">
      <DeliveryBadge submission={lead} />
    </HStack>
  );
}
