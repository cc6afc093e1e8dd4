import { Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LEAD_LIMITS } from '../../../common/leads';
import type { LeadRecord } from '../../../common/schemas/lead';
import { formatSiteTime } from '../../../common/site-time';
import { failureOf } from '../../trpc';
import type { useLeadActions } from './useLeadActions';

/** The owner's notes on a lead, oldest first with their times, and a box to add one. */
export function LeadNotes({
  lead,
  actions,
}: {
  lead: LeadRecord;
  actions: ReturnType<typeof useLeadActions>;
}) {
  const [note, setNote] = useState('');
  const mutation = actions.note;
  const add = () => mutation.mutate({ id: lead.id, note }, { onSuccess: () => setNote('') });
  return (
    <Stack gap="3">
      {lead.notes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Notes" data-testid="lead-notes">
          {lead.notes.map((entry) => (
            <Box
              as="li"
              key={`${entry.at}-${entry.text.slice(0, 20)}`}
              bg="brand.muted"
              borderRadius="md"
              p="3"
            >
              <Text fontSize="xs" color="fg.muted" mb="1">
                <time dateTime={entry.at}>
                  {formatSiteTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {entry.by ? ` · ${entry.by}` : ''}
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {entry.text}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <Field.Root invalid={mutation.isError}>
        <Field.Label>Add a note</Field.Label>
        <Textarea
          value={note}
          rows={3}
          maxLength={LEAD_LIMITS.noteChars}
          onChange={(event) => {
            setNote(event.target.value);
            if (mutation.isError) mutation.reset();
          }}
          placeholder="e.g. Called, left a voicemail. Try again Friday."
        />
        {mutation.isError && <Field.ErrorText>{failureOf(mutation.error).message}</Field.ErrorText>}
      </Field.Root>
      <Button alignSelf="start" onClick={add} disabled={note.trim() === ''} loading={mutation.isPending}>
        Add note
      </Button>
    </Stack>
  );
}
