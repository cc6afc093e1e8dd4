import { Button, Field, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SMTP_SECURITY, type SmtpSecurity } from '../../../common/schemas/alerts';
import type { AlertsFieldsProps } from './alertsDraft';

const SECURITY_LABELS: Record<SmtpSecurity, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS (usually port 465)',
  none: 'None (local relay only)',
};

const PASSWORD_STATES = {
  set: 'A password is saved (sealed; never shown). Leave empty to keep it.',
  'not-set': 'No password saved.',
  unreadable: "The saved password cannot be read with this server's key: enter it again.",
} as const;

/** The mail server the alerts are sent through (Contact Forms → Alerts): its address, security and sign-in. */
export function AlertsMailServerFields({ view, draft, set, errors }: AlertsFieldsProps) {
  return (
    <>
      <Stack gap="1">
        <Text fontWeight="semibold">Mail server</Text>
        <Text fontSize="sm" color="fg.muted">
          {view.emailSource === 'environment' && !view.smtpHost
            ? 'Empty: the server’s own (SMTP_URL) is used.'
            : 'The outgoing (SMTP) server of the mailbox that sends the alerts; your e-mail provider lists it.'}
        </Text>
      </Stack>
      <SmtpServerFields view={view} draft={draft} set={set} errors={errors} />
      <SmtpSignInFields view={view} draft={draft} set={set} errors={errors} />
    </>
  );
}

/** Where the mail server is: its name or address, port and security. */
function SmtpServerFields({ draft, set, errors }: AlertsFieldsProps) {
  return (
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
  );
}

/** How the alerts sign in to the mail server, and whom they come from. */
function SmtpSignInFields({ view, draft, set, errors }: AlertsFieldsProps) {
  return (
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
      <SmtpPasswordField view={view} draft={draft} set={set} errors={errors} />
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
  );
}

/**
 * The password is always empty: the server never sends the saved one back; typing one replaces it, and a saved one
 * can be removed.
 */
function SmtpPasswordField({ view, draft, set, errors }: AlertsFieldsProps) {
  return (
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
  );
}
