import { Box, Button, Field, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Copy, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';

/** Where each group of four of the key starts: it is shown as an app asks for it, never broken inside a group. */
const groupStarts = (secret: string): number[] =>
  Array.from({ length: Math.ceil(secret.length / 4) }, (_, group) => group * 4);

const copyKey = (secret: string) =>
  navigator.clipboard.writeText(secret).then(
    () => toaster.create({ type: 'success', title: 'Key copied: paste it in your authenticator app' }),
    () => toaster.create({ type: 'error', title: 'Could not copy: type the key instead' }),
  );

/**
 * Setting up the authenticator app: on the phone in hand, a link (`otpauth://`) that opens the app with the site
 * in it; from another device, the QR code to scan; else the key to copy or type; then the first code from the app,
 * which turns it on. `onDone` gets the recovery codes when this was the first factor.
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
        Add this site to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Authy...), then type the 6-digit code it shows. On this phone: open it in the app. From another
        device: scan the code.
      </Text>
      {setup.data ? (
        <Stack gap="4">
          <Button asChild size="lg" bg="brand.solid" color="brand.contrast" alignSelf={{ sm: 'start' }}>
            <a href={setup.data.uri} data-testid="totp-link">
              <Smartphone aria-hidden="true" /> Open in my authenticator app
            </a>
          </Button>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'start', sm: 'center' }}>
            <Box bg="white" p="2" borderRadius="md" borderWidth="1px" flexShrink={0}>
              <Image
                src={setup.data.qrCode}
                alt="QR code for your authenticator app"
                width="44"
                height="44"
              />
            </Box>
            <Stack gap="2" minW="0">
              <Text fontSize="sm" color="fg.muted">
                Or type this key in the app:
              </Text>
              <Text fontFamily="mono" fontSize="md" data-testid="totp-key">
                {groupStarts(setup.data.secret).map((at) => (
                  <Box as="span" key={at} whiteSpace="nowrap" me="1ch">
                    {setup.data.secret.slice(at, at + 4)}
                  </Box>
                ))}
              </Text>
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                onClick={() => void copyKey(setup.data.secret)}
              >
                <Copy size={16} aria-hidden="true" /> Copy the key
              </Button>
            </Stack>
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
