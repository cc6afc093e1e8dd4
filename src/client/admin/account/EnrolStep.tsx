import { Button, Field, Heading, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { SignInState } from '../../../common/schemas/auth';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { createPasskey, passkeysWork, wasCancelled } from './passkey-browser';
import { problemOf } from './problem';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpSetup } from './TotpSetup';

/**
 * The first sign-in where a second factor is required and none is set up (after the upgrade, or after the
 * server's break-glass reset): a passkey or the authenticator app, then the recovery codes, shown once.
 */
export function EnrolStep({ signIn, onDone }: { signIn: SignInState; onDone: () => void }) {
  const [way, setWay] = useState<'choose' | 'totp'>('choose');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [name, setName] = useState('This device');
  const options = trpc.admin.account.passkeyRegistrationOptions.useMutation();
  const register = trpc.admin.account.passkeyRegister.useMutation();
  const addPasskey = async () => {
    try {
      const { options: optionsJSON } = await options.mutateAsync();
      const response = await createPasskey(optionsJSON);
      const result = await register.mutateAsync({ name, response: response as never });
      setCodes(result.recoveryCodes ?? []);
    } catch (error) {
      if (!wasCancelled(error))
        toaster.create({ type: 'error', title: 'The passkey was not added', description: problemOf(error) });
    }
  };
  if (codes) {
    return (
      <Stack gap="5">
        <Heading as="h2" size="lg" fontFamily="heading">
          You are signed in
        </Heading>
        {codes.length > 0 && <RecoveryCodesList codes={codes} />}
        <Button bg="brand.solid" color="brand.contrast" onClick={onDone}>
          I saved them: open the admin panel
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="5" data-testid="enrol-step">
      <Stack gap="1">
        <Heading as="h2" size="lg" fontFamily="heading">
          Protect your account
        </Heading>
        <Text color="fg.muted">
          Your password was right, {signIn.username}. From now on signing in also takes a passkey or a code
          from an authenticator app, so a stolen password alone cannot open your site's admin. Set one up now.
        </Text>
      </Stack>
      {way === 'choose' ? (
        <>
          {passkeysWork() && (
            <Stack gap="3">
              <Field.Root>
                <Field.Label>Name of this passkey</Field.Label>
                <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
              </Field.Root>
              <Button
                size="lg"
                bg="brand.solid"
                color="brand.contrast"
                onClick={() => void addPasskey()}
                loading={register.isPending}
              >
                <KeyRound aria-hidden="true" /> Add a passkey
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Your phone, computer or security key keeps it; you unlock it with your face, fingerprint or
                PIN.
              </Text>
              <Separator />
            </Stack>
          )}
          <Button variant="outline" onClick={() => setWay('totp')}>
            Use an authenticator app instead
          </Button>
        </>
      ) : (
        <>
          <TotpSetup onDone={(recovery) => setCodes(recovery ?? [])} />
          <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setWay('choose')}>
            Back
          </Button>
        </>
      )}
    </Stack>
  );
}
