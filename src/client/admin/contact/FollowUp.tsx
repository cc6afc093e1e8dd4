import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { LeadRecord } from '../../../common/schemas/lead';
import type { useLeadActions } from './useLeadActions';

/** The follow-up day: a date input that saves when changed, and a way to clear it. */
export function FollowUp({
  lead,
  actions,
}: {
  lead: LeadRecord;
  actions: ReturnType<typeof useLeadActions>;
}) {
  const [day, setDay] = useState(lead.followUpOn ?? '');
  useEffect(() => setDay(lead.followUpOn ?? ''), [lead.followUpOn]);
  const save = (next: string | null) => actions.followUp.mutate({ id: lead.id, followUpOn: next });
  return (
    <Field.Root>
      <Field.Label>Follow up on</Field.Label>
      <HStack gap="2" w="full">
        <Input
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          onBlur={() => {
            if (day !== (lead.followUpOn ?? '') && day !== '') save(day);
          }}
        />
        {lead.followUpOn && (
          <Button variant="outline" onClick={() => save(null)}>
            Clear
          </Button>
        )}
      </HStack>
    </Field.Root>
  );
}
