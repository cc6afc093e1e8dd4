import { Button, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
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

/**
 * The mailboxes most owners have, with their outgoing servers as their providers publish them, and what each asks
 * for as the password: an app password, made in the account's security settings, never the account's own.
 */
export const MAIL_PRESETS = [
  {
    name: 'Gmail',
    host: 'smtp.gmail.com',
    port: 587,
    password:
      'Use an app password: Google Account → Security → 2-Step Verification → App passwords (16 letters).',
  },
  {
    name: 'Outlook / Microsoft 365',
    host: 'smtp.office365.com',
    port: 587,
    password:
      'Use your Microsoft password, or an app password if your account has two-step verification (Security → Advanced security options).',
  },
  {
    name: 'iCloud Mail',
    host: 'smtp.mail.me.com',
    port: 587,
    password:
      'Use an app-specific password from account.apple.com → Sign-In and Security → App-Specific Passwords.',
  },
] as const;

/** The mail server the alerts are sent through (Contact Forms → Alerts): its address, security and sign-in. */
export function AlertsMailServerFields({ view, draft, set, errors }: AlertsFieldsProps) {
  const preset = MAIL_PRESETS.find((candidate) => candidate.host === draft.smtpHost.trim().toLowerCase());
  const mailbox = draft.recipients.split(/[\s,]+/).find(Boolean) ?? '';
  return (
    <>
      <Stack gap="1">
        <Text fontWeight="semibold">Mail server</Text>
        <Text fontSize="sm" color="fg.muted">
          {view.emailSource === 'environment' && !view.smtpHost
            ? 'Empty: the server’s own (SMTP_URL) is used.'
            : 'The outgoing (SMTP) server of the mailbox that sends the alerts. Choose yours to fill it in:'}
        </Text>
        <HStack gap="2" wrap="wrap" mt="1" role="group" aria-label="Mail providers">
          {MAIL_PRESETS.map((candidate) => (
            <Button
              key={candidate.host}
              size="sm"
              variant={preset?.host === candidate.host ? 'solid' : 'outline'}
              aria-pressed={preset?.host === candidate.host}
              onClick={() =>
                set({
                  smtpHost: candidate.host,
                  smtpPort: String(candidate.port),
                  smtpSecurity: 'starttls',
                  ...(draft.smtpUsername.trim() === '' && mailbox ? { smtpUsername: mailbox } : {}),
                })
              }
            >
              {candidate.name}
            </Button>
          ))}
        </HStack>
        {preset && (
          <Text fontSize="sm" data-testid="mail-preset-password">
            {preset.name}: the user name is the mailbox's full address. {preset.password}
          </Text>
        )}
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
