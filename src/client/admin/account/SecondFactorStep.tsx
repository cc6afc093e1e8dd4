import { Button, Field, Heading, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { SignInState } from '../../../common/schemas/auth';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { askForPasskey, passkeysWork, wasCancelled } from './passkey-browser';
import { problemOf } from './problem';

/**
 * After a right password: the second factor. A passkey (when he has one) or a code from the authenticator app
 * or one of his recovery codes. `onDone` once the panel is open to this browser.
 */
export function SecondFactorStep({
  signIn,
  onDone,
}: {
  signIn: SignInState;
  onDone: (state: SignInState) => void;
}) {
  const [code, setCode] = useState('');
  const verify = trpc.public.auth.verifyCode.useMutation({ onSuccess: onDone });
  const options = trpc.public.auth.passkeyOptions.useMutation();
  const passkey = trpc.public.auth.passkeySignIn.useMutation({ onSuccess: onDone });
  const signInWithPasskey = async () => {
    try {
      const { options: optionsJSON } = await options.mutateAsync();
      passkey.mutate({ response: (await askForPasskey(optionsJSON)) as never });
    } catch (error) {
      if (!wasCancelled(error))
        toaster.create({ type: 'error', title: 'Passkey sign-in failed', description: problemOf(error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ code });
  };
  return (
    <Stack gap="5" data-testid="second-factor-step">
      <Stack gap="1">
        <Heading as="h2" size="lg" fontFamily="heading">
          Confirm it is you
        </Heading>
        <Text color="fg.muted">Your password was right. One more step for {signIn.username}.</Text>
      </Stack>
      {signIn.methods.passkey && passkeysWork() && (
        <>
          <Button
            size="lg"
            bg="brand.solid"
            color="brand.contrast"
            onClick={() => void signInWithPasskey()}
            loading={passkey.isPending}
          >
            <KeyRound aria-hidden="true" /> Use your passkey
          </Button>
          <Separator />
        </>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <Field.Root invalid={verify.isError}>
            <Field.Label>
              {signIn.methods.totp ? 'Authenticator code or recovery code' : 'Recovery code'}
            </Field.Label>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoFocus={!signIn.methods.passkey}
              maxLength={40}
            />
            <Field.HelperText>
              {signIn.methods.totp
                ? 'The 6-digit code your authenticator app shows now, or one of the recovery codes you saved (each works once).'
                : 'One of the recovery codes you saved (each works once).'}
            </Field.HelperText>
            <Field.ErrorText>{problemOf(verify.error)}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            variant={signIn.methods.passkey ? 'outline' : 'solid'}
            loading={verify.isPending}
          >
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
