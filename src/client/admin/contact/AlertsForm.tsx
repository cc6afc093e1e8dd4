import { Button, Field, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ALERT_TEXTS } from '../../../common/messages';
import {
  type AlertSettingsView,
  MAX_ALERT_RECIPIENTS,
  MAX_REMINDER_MINUTES,
  SMTP_SECURITY,
  type SmtpSecurity,
} from '../../../common/schemas/alerts';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { fieldErrorsOf, serverFieldIssues } from '../shared/formErrors';

const SECURITY_LABELS: Record<SmtpSecurity, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS (usually port 465)',
  none: 'None (local relay only)',
};

interface Draft {
  recipients: string;
  reminderMinutes: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: SmtpSecurity;
  smtpUsername: string;
  smtpPassword: string;
  forgetPassword: boolean;
  mailFrom: string;
}

const draftOf = (view: AlertSettingsView): Draft => ({
  recipients: view.recipients.join('\n'),
  reminderMinutes: String(view.reminderMinutes),
  smtpHost: view.smtpHost,
  smtpPort: view.smtpPort === null ? '' : String(view.smtpPort),
  smtpSecurity: view.smtpSecurity,
  smtpUsername: view.smtpUsername,
  smtpPassword: '',
  forgetPassword: false,
  mailFrom: view.mailFrom,
});

const PASSWORD_STATES = {
  set: 'A password is saved (sealed; never shown). Leave empty to keep it.',
  'not-set': 'No password saved.',
  unreadable: "The saved password cannot be read with this server's key: enter it again.",
} as const;

/**
 * Who is alerted and through which mail server (Contact Forms → Alerts). The password field is always empty: the
 * server never sends the saved one back; typing one replaces it.
 */
export function AlertsForm({ view }: { view: AlertSettingsView }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(() => draftOf(view));
  useEffect(() => setDraft(draftOf(view)), [view]);
  const save = trpc.admin.alerts.save.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', ...ALERT_TEXTS.saved });
      void utils.admin.alerts.get.invalidate();
      void utils.admin.contactSubmissions.notifications.invalidate();
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Could not save the alerts.', description: error.message }),
  });
  const errors = fieldErrorsOf(serverFieldIssues(save.error), {
    recipients: 1,
    reminderMinutes: 1,
    smtpHost: 1,
    smtpPort: 1,
    smtpSecurity: 1,
    smtpUsername: 1,
    smtpPassword: 1,
    mailFrom: 1,
  });
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const submit = () =>
    save.mutate({
      recipients: draft.recipients
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
      reminderMinutes: number(draft.reminderMinutes) ?? 0,
      smtpHost: draft.smtpHost,
      smtpPort: number(draft.smtpPort),
      smtpSecurity: draft.smtpSecurity,
      smtpUsername: draft.smtpUsername,
      ...(draft.forgetPassword
        ? { smtpPassword: '' }
        : draft.smtpPassword
          ? { smtpPassword: draft.smtpPassword }
          : {}),
      mailFrom: draft.mailFrom,
    });

  return (
    <Stack
      as="form"
      gap="5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label="Alert settings"
    >
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
            A second alert when a lead is still New this long after it came in, sent within the office hours
            of the business profile (Los Angeles time). 0 turns it off.
          </Field.HelperText>
          <Field.ErrorText>{errors.reminderMinutes}</Field.ErrorText>
        </Field.Root>
      </Grid>

      <Stack gap="1">
        <Text fontWeight="semibold">Mail server</Text>
        <Text fontSize="sm" color="fg.muted">
          {view.emailSource === 'environment' && !view.smtpHost
            ? 'Empty: the server’s own (SMTP_URL) is used.'
            : 'The outgoing (SMTP) server of the mailbox that sends the alerts; your e-mail provider lists it.'}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 2fr' }} gap="5">
        <Field.Root invalid={Boolean(errors.smtpHost)}>
          <Field.Label>Server</Field.Label>
          <Input
            name="smtpHost"
            value={draft.smtpHost}
            placeholder="smtp.example.com"
            autoComplete="off"
            onChange={(event) => set({ smtpHost: event.target.value })}
          />
          <Field.ErrorText>{errors.smtpHost}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.smtpPort)}>
          <Field.Label>Port</Field.Label>
          <Input
            name="smtpPort"
            type="number"
            inputMode="numeric"
            value={draft.smtpPort}
            placeholder="587"
            onChange={(event) => set({ smtpPort: event.target.value })}
          />
          <Field.ErrorText>{errors.smtpPort}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.smtpSecurity)}>
          <Field.Label>Security</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="smtpSecurity"
              value={draft.smtpSecurity}
              onChange={(event) => set({ smtpSecurity: event.target.value as SmtpSecurity })}
            >
              {SMTP_SECURITY.map((security) => (
                <option key={security} value={security}>
                  {SECURITY_LABELS[security]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="5">
        <Field.Root invalid={Boolean(errors.smtpUsername)}>
          <Field.Label>User name</Field.Label>
          <Input
            name="smtpUsername"
            value={draft.smtpUsername}
            autoComplete="off"
            onChange={(event) => set({ smtpUsername: event.target.value })}
          />
          <Field.ErrorText>{errors.smtpUsername}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.smtpPassword)}>
          <Field.Label>Password</Field.Label>
          <Input
            name="smtpPassword"
            type="password"
            autoComplete="new-password"
            value={draft.smtpPassword}
            disabled={draft.forgetPassword}
            placeholder={view.smtpPassword === 'set' ? '••••••••' : ''}
            onChange={(event) => set({ smtpPassword: event.target.value })}
          />
          <Field.HelperText data-testid="smtp-password-state">
            {draft.forgetPassword
              ? 'The saved password will be removed when you save.'
              : PASSWORD_STATES[view.smtpPassword]}
          </Field.HelperText>
          {view.smtpPassword !== 'not-set' && (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="start"
              onClick={() => set({ forgetPassword: !draft.forgetPassword, smtpPassword: '' })}
            >
              {draft.forgetPassword ? 'Keep the saved password' : 'Remove the saved password'}
            </Button>
          )}
          <Field.ErrorText>{errors.smtpPassword}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.mailFrom)}>
          <Field.Label>Sender address</Field.Label>
          <Input
            name="mailFrom"
            type="email"
            value={draft.mailFrom}
            placeholder="the first alert address"
            onChange={(event) => set({ mailFrom: event.target.value })}
          />
          <Field.ErrorText>{errors.mailFrom}</Field.ErrorText>
        </Field.Root>
      </Grid>
      <HStack>
        <Button type="submit" bg="brand.solid" color="brand.contrast" loading={save.isPending}>
          Save alerts
        </Button>
      </HStack>
    </Stack>
  );
}
