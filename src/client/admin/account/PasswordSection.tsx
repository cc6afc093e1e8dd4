import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { FactorProof } from '../../../common/schemas/account';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { serverFieldIssues } from '../shared/formErrors';
import { AccountSection } from './AccountSection';
import { ProofDialog } from './ProofDialog';
import { whenText } from './when';

type Fields = { currentPassword?: string; newPassword?: string; confirm?: string };

/**
 * Changing the password: the current one, the new one twice (8 to 256 characters; long passphrases welcome, no
 * rules about kinds of characters; common and leaked passwords refused), then the second factor again.
 */
export function PasswordSection({
  changedAt,
  hasFactor,
  hasPasskey,
}: {
  changedAt: Date | null;
  hasFactor: boolean;
  hasPasskey: boolean;
}) {
  const utils = trpc.useUtils();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [asking, setAsking] = useState(false);
  const change = trpc.admin.account.changePassword.useMutation();
  const send = async (proof: FactorProof) => {
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next, proof });
      setCurrent('');
      setNext('');
      setConfirm('');
      setErrors({});
      toaster.create({
        type: 'success',
        title: 'Password changed',
        description: 'Your other devices were signed out.',
      });
      void utils.admin.account.overview.invalidate();
    } catch (error) {
      const issues = serverFieldIssues(error);
      const byField: Fields = {};
      for (const issue of issues) {
        const field = String(issue.path).split('.')[0] as keyof Fields;
        if (field === 'currentPassword' || field === 'newPassword') byField[field] ??= issue.message;
      }
      // A refusal of the proof stays in its dialog; one of the passwords closes it and shows beside the field.
      if (byField.currentPassword || byField.newPassword) {
        setErrors(byField);
        return;
      }
      throw error;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Fields = {
      currentPassword: current ? undefined : 'Enter your current password',
      newPassword: next.length >= 8 ? undefined : 'The new password must be at least 8 characters',
      confirm: confirm === next ? undefined : 'The two new passwords differ',
    };
    setErrors(problems);
    if (problems.currentPassword || problems.newPassword || problems.confirm) return;
    if (hasFactor) setAsking(true);
    else
      void send(undefined).catch((error: unknown) =>
        toaster.create({
          type: 'error',
          title: 'Password not changed',
          description: String((error as Error).message),
        }),
      );
  };
  return (
    <AccountSection
      testId="password"
      title="Password"
      description="A long passphrase of a few unrelated words is easiest to remember and hardest to guess. Up to 256 characters."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="3" maxW="md">
          <Field.Root invalid={Boolean(errors.currentPassword)}>
            <Field.Label>Current password</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
            <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.newPassword)}>
            <Field.Label>New password</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
              maxLength={256}
            />
            <Field.ErrorText>{errors.newPassword}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirm)}>
            <Field.Label>New password again</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              maxLength={256}
            />
            <Field.ErrorText>{errors.confirm}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            alignSelf="start"
            bg="brand.solid"
            color="brand.contrast"
            loading={change.isPending && !asking}
          >
            Change password
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {changedAt ? `Last changed ${whenText(changedAt)}.` : 'Not changed in this panel yet.'}
          </Text>
        </Stack>
      </form>
      {asking && (
        <ProofDialog
          open
          title="Confirm the password change"
          message="Your other devices will be signed out."
          confirmLabel="Change password"
          hasPasskey={hasPasskey}
          onClose={() => setAsking(false)}
          onConfirm={send}
        />
      )}
    </AccountSection>
  );
}
