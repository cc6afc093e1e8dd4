import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LEAD_LIMITS, LOST, WON } from '../../../common/leads';
import type { LeadRecord } from '../../../common/schemas/lead';
import { failureOf } from '../../trpc';
import type { useLeadActions } from './useLeadActions';

/**
 * The lead's status: any step of the owner's list, or Won (with the job's value) or Lost (with the reason). The
 * status saves as soon as it is chosen, unless it needs its value or reason first.
 */
export function LeadStatusForm({
  lead,
  statuses,
  actions,
}: {
  lead: LeadRecord;
  statuses: readonly string[];
  actions: ReturnType<typeof useLeadActions>;
}) {
  const [status, setStatus] = useState(lead.status);
  const [jobValue, setJobValue] = useState(lead.jobValue?.toString() ?? '');
  const [lostReason, setLostReason] = useState(lead.lostReason ?? '');
  useEffect(() => {
    setStatus(lead.status);
    setJobValue(lead.jobValue?.toString() ?? '');
    setLostReason(lead.lostReason ?? '');
  }, [lead.status, lead.jobValue, lead.lostReason]);
  const mutation = actions.status;
  const problem = mutation.error ? failureOf(mutation.error).message : null;
  const save = (next = status) =>
    mutation.mutate({
      id: lead.id,
      status: next,
      jobValue: next === WON ? (jobValue.trim() === '' ? null : Number(jobValue)) : null,
      lostReason: next === LOST ? lostReason : null,
    });
  const choose = (next: string) => {
    setStatus(next);
    mutation.reset();
    if (next !== WON && next !== LOST) save(next);
  };
  // Statuses renamed since the lead got its own stay choosable as they are.
  const options = statuses.includes(lead.status) ? statuses : [lead.status, ...statuses];
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={status}
            onChange={(event) => choose(event.target.value)}
            data-testid="lead-status"
          >
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {status === WON && (
        <Field.Root required invalid={problem?.startsWith('jobValue') ?? false}>
          <Field.Label>Job value (dollars)</Field.Label>
          <Input
            inputMode="numeric"
            value={jobValue}
            onChange={(event) => setJobValue(event.target.value.replace(/[^\d]/g, ''))}
            placeholder="e.g. 48500"
          />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
      )}
      {status === LOST && (
        <Field.Root required invalid={problem?.startsWith('lostReason') ?? false}>
          <Field.Label>Why it was lost</Field.Label>
          <Input
            value={lostReason}
            maxLength={LEAD_LIMITS.lostReasonChars}
            onChange={(event) => setLostReason(event.target.value)}
            placeholder="e.g. went with a lower bid"
          />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
      )}
      {(status === WON || status === LOST) && (
        <Button alignSelf="start" onClick={() => save()} loading={mutation.isPending}>
          Save {status}
        </Button>
      )}
    </Stack>
  );
}
