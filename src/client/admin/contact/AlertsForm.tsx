import { Button, Field, Grid, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ALERT_TEXTS } from '../../../common/messages';
import {
  type AlertSettingsView,
  MAX_ALERT_RECIPIENTS,
  MAX_REMINDER_MINUTES,
} from '../../../common/schemas/alerts';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { SwitchField } from '../shared/EntityFields';
import { fieldErrorsOf, serverFieldIssues } from '../shared/formErrors';
import { AlertsMailServerFields } from './AlertsMailServerFields';
import { ALERTS_FIELDS, type AlertsFieldsProps, draftOf, inputOf, type SetDraft } from './alertsDraft';

/** Who is alerted and through which mail server (Contact Forms → Alerts). */
export function AlertsForm({ view }: { view: AlertSettingsView }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(() => draftOf(view));
  useEffect(() => setDraft(draftOf(view)), [view]);
  const save = trpc.admin.alerts.save.useMutation({
    onSuccess: async () => {
      void utils.admin.contactSubmissions.notifications.invalidate();
      await utils.admin.alerts.get.invalidate();
      // What is on now, as the server sees it, not what was typed.
      const saved = await utils.admin.alerts.get.fetch();
      toaster.create(ALERT_TEXTS.savedAs(saved));
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Could not save the alerts.', description: error.message }),
  });
  const errors = fieldErrorsOf(serverFieldIssues(save.error), ALERTS_FIELDS);
  const set: SetDraft = (change) => setDraft((current) => ({ ...current, ...change }));

  return (
    <Stack
      as="form"
      gap="5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(inputOf(draft));
      }}
      aria-label="Alert settings"
    >
      <AlertsRecipientFields view={view} draft={draft} set={set} errors={errors} />
      <AlertsMailServerFields view={view} draft={draft} set={set} errors={errors} />
      <HStack>
        <Button type="submit" bg="brand.solid" color="brand.contrast" loading={save.isPending}>
          Save alerts
        </Button>
      </HStack>
    </Stack>
  );
}

/** Who gets each new lead's e-mail, and when a lead still New is brought up again. */
function AlertsRecipientFields({ view, draft, set, errors }: AlertsFieldsProps) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
      <Field.Root invalid={Boolean(errors.recipients)}>
        <Field.Label>Alert addresses</Field.Label>
        <Textarea
          name="recipients"
          rows={3}
          value={draft.recipients}
          placeholder={
            view.emailSource === 'environment' ? view.emailRecipients.join('\n') : 'owner@example.com'
          }
          onChange={(event) => set({ recipients: event.target.value })}
        />
        <Field.HelperText>
          One per line, up to {MAX_ALERT_RECIPIENTS}. Each new lead is e-mailed to all of them.
        </Field.HelperText>
        <Field.ErrorText>{errors.recipients}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.reminderMinutes)}>
        <Field.Label>Remind me after (minutes)</Field.Label>
        <Input
          name="reminderMinutes"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_REMINDER_MINUTES}
          value={draft.reminderMinutes}
          onChange={(event) => set({ reminderMinutes: event.target.value })}
        />
        <Field.HelperText>
          A second alert when a lead is still New this long after it came in, sent within the office hours of
          the business profile (Los Angeles time). 0 turns it off.
        </Field.HelperText>
        <Field.ErrorText>{errors.reminderMinutes}</Field.ErrorText>
      </Field.Root>
      <SwitchField
        checked={draft.acknowledgeVisitors}
        onChange={(acknowledgeVisitors) => set({ acknowledgeVisitors })}
        label="E-mail each visitor that his request arrived"
        helper="At once, in the language of the page he wrote from: what happens next, your office hours and phone, and what he sent. Sent through the same mail server as your alerts, at most once a day to one address."
      />
    </Grid>
  );
}
