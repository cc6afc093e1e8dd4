import { Button, Field, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { BookingSettingsValues } from '../../../common/schemas/booking';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { SwitchField } from '../shared/EntityFields';
import { serverFieldIssues } from '../shared/formErrors';
import { type BookingDraft, draftOf, inputOf } from './bookingDraft';

const KIND_NAMES = { onsite: 'On-site visit', video: 'Video call', phone: 'Phone call' } as const;

/** A refused field's message, by its path as the server names it (`kinds.0.minutes`, `daysOff.2.day`). */
function errorAt(issues: ReturnType<typeof serverFieldIssues>, prefix: string): string | undefined {
  return issues.find((issue) => String(issue.path).startsWith(prefix))?.message;
}

/** When visitors may book (Contact Forms → Booking): the kinds, the hours, days off, notice and how far ahead. */
export function BookingSettingsForm({ values }: { values: BookingSettingsValues }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(() => draftOf(values));
  useEffect(() => setDraft(draftOf(values)), [values]);
  const save = trpc.admin.booking.saveSettings.useMutation({
    onSuccess: async () => {
      await utils.admin.booking.settings.invalidate();
      toaster.create({
        type: 'success',
        title: 'Booking settings saved: the booking page offers the new times now.',
      });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not save the booking settings.',
        description: error.message,
      }),
  });
  const issues = serverFieldIssues(save.error);
  const set = (change: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setKind = (index: number, change: Partial<BookingDraft['kinds'][number]>) =>
    set({ kinds: draft.kinds.map((kind, at) => (at === index ? { ...kind, ...change } : kind)) });

  return (
    <Stack
      as="form"
      gap="6"
      aria-label="Booking settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(inputOf(draft));
      }}
    >
      {draft.kinds.map((kind, index) => (
        <Stack key={kind.kind} gap="3" data-testid={`booking-kind-${kind.kind}`}>
          <SwitchField
            checked={kind.offered}
            onChange={(offered) => setKind(index, { offered })}
            label={KIND_NAMES[kind.kind]}
            helper={kind.offered ? 'Offered on the booking page.' : 'Not offered.'}
          />
          <Grid templateColumns={{ base: '1fr 1fr 1fr', md: 'repeat(3, 10rem)' }} gap="3">
            {(
              [
                ['minutes', 'Minutes'],
                ['bufferBefore', 'Free before'],
                ['bufferAfter', 'Free after'],
              ] as const
            ).map(([field, label]) => (
              <Field.Root key={field} invalid={Boolean(errorAt(issues, `kinds.${index}.${field}`))}>
                <Field.Label>{label}</Field.Label>
                <Input
                  inputMode="numeric"
                  value={kind[field]}
                  onChange={(event) => setKind(index, { [field]: event.target.value })}
                />
                <Field.ErrorText>{errorAt(issues, `kinds.${index}.${field}`)}</Field.ErrorText>
              </Field.Root>
            ))}
          </Grid>
        </Stack>
      ))}
      <Field.Root invalid={Boolean(errorAt(issues, 'weeklyHours'))}>
        <Field.Label>Weekly hours (one per line: days, colon, hours)</Field.Label>
        <Textarea
          rows={3}
          value={draft.weeklyHours}
          placeholder="Empty: the office hours of Site Settings, e.g. Mon-Fri: 9:00 AM-5:00 PM"
          onChange={(event) => set({ weeklyHours: event.target.value })}
        />
        <Field.ErrorText>{errorAt(issues, 'weeklyHours')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errorAt(issues, 'daysOff'))}>
        <Field.Label>Days off and blocked hours (one per line)</Field.Label>
        <Textarea
          rows={3}
          value={draft.daysOff}
          placeholder={'2026-12-25\n2026-12-24 12:00-17:00'}
          onChange={(event) => set({ daysOff: event.target.value })}
        />
        <Field.HelperText>
          A day (2026-12-25), or a day and hours in 24-hour time (2026-12-24 12:00-17:00).
        </Field.HelperText>
        <Field.ErrorText>{errorAt(issues, 'daysOff')}</Field.ErrorText>
      </Field.Root>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(2, 14rem)' }} gap="3">
        <Field.Root invalid={Boolean(errorAt(issues, 'noticeHours'))}>
          <Field.Label>Notice (hours)</Field.Label>
          <Input
            inputMode="numeric"
            value={draft.noticeHours}
            onChange={(event) => set({ noticeHours: event.target.value })}
          />
          <Field.ErrorText>{errorAt(issues, 'noticeHours')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errorAt(issues, 'daysAhead'))}>
          <Field.Label>Days ahead</Field.Label>
          <Input
            inputMode="numeric"
            value={draft.daysAhead}
            onChange={(event) => set({ daysAhead: event.target.value })}
          />
          <Field.ErrorText>{errorAt(issues, 'daysAhead')}</Field.ErrorText>
        </Field.Root>
      </Grid>
      <Text fontSize="sm" color="fg.muted">
        Times are Los Angeles time (the site's time zone).
      </Text>
      <HStack>
        <Button type="submit" bg="brand.solid" color="brand.contrast" loading={save.isPending}>
          Save booking settings
        </Button>
      </HStack>
    </Stack>
  );
}
