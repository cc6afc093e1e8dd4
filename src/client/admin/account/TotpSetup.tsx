import { Box, Button, Field, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { trpc } from '../../trpc';

/**
 * Setting up the authenticator app: the QR code to scan, the key to type where scanning is not possible, and the
 * first code from the app, which turns it on. `onDone` gets the recovery codes when this was the first factor.
 */
export function TotpSetup({ onDone }: { onDone: (recoveryCodes: string[] | null) => void }) {
  const setup = trpc.admin.account.totpSetup.useMutation();
  const enrol = trpc.admin.account.totpEnrol.useMutation({ onSuccess: (data) => onDone(data.recoveryCodes) });
  const [code, setCode] = useState('');
  const { mutate } = setup;
  useEffect(() => mutate(), [mutate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enrol.mutate({ code });
  };
  return (
    <Stack gap="4" data-testid="totp-setup">
      <Text>
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Authy...), then type the 6-digit code it shows.
      </Text>
      {setup.data ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'start', sm: 'center' }}>
          <Box bg="white" p="2" borderRadius="md" borderWidth="1px" flexShrink={0}>
            <Image src={setup.data.qrCode} alt="QR code for your authenticator app" width="44" height="44" />
          </Box>
          <Stack gap="1" minW="0">
            <Text fontSize="sm" color="fg.muted">
              Cannot scan? Type this key in the app:
            </Text>
            <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="totp-key">
              {setup.data.secret.match(/.{1,4}/g)?.join(' ')}
            </Text>
          </Stack>
        </Stack>
      ) : setup.isError ? (
        <Text color="fg.error">{setup.error.message}</Text>
      ) : (
        <Skeleton height="44" width="44" />
      )}
      <form onSubmit={submit} noValidate>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
          <Field.Root invalid={enrol.isError} maxW={{ sm: '60' }}>
            <Field.Label>Code from the app</Field.Label>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
            />
            <Field.ErrorText>{enrol.error?.message}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            bg="brand.solid"
            color="brand.contrast"
            loading={enrol.isPending}
            disabled={!setup.data}
          >
            Turn on
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
