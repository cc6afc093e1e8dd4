import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Check, KeyRound, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { AccountSection } from './AccountSection';
import { ProofDialog } from './ProofDialog';
import { createPasskey, passkeysWork, wasCancelled } from './passkey-browser';
import { problemOf } from './problem';
import { RecoveryCodesList } from './RecoveryCodesList';
import { whenText } from './when';

interface PasskeyRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** One passkey: its name (renamed in place), when it was added and last used, and Remove. */
function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyRow; onRemove: () => void }) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = trpc.admin.account.renamePasskey.useMutation({
    onSuccess: () => {
      setEditing(false);
      void utils.admin.account.overview.invalidate();
    },
  });
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      gap="2"
      py="3"
      borderTopWidth="1px"
      data-testid="passkey-row"
    >
      {editing ? (
        <HStack
          as="form"
          flex="1"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: passkey.id, name });
          }}
        >
          <Field.Root invalid={rename.isError}>
            <Input
              size="sm"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={60}
              aria-label="Passkey name"
              autoFocus
            />
            <Field.ErrorText>{problemOf(rename.error)}</Field.ErrorText>
          </Field.Root>
          <IconButton type="submit" size="sm" aria-label="Save name" loading={rename.isPending}>
            <Check />
          </IconButton>
          <IconButton
            type="button"
            size="sm"
            variant="ghost"
            aria-label="Cancel"
            onClick={() => setEditing(false)}
          >
            <X />
          </IconButton>
        </HStack>
      ) : (
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word">
            <KeyRound size={14} aria-hidden="true" style={{ display: 'inline', marginRight: 6 }} />
            {passkey.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Added {whenText(passkey.createdAt)}
            {passkey.lastUsedAt ? ` · last used ${whenText(passkey.lastUsedAt)}` : ' · not used yet'}
          </Text>
        </Stack>
      )}
      {!editing && (
        <HStack gap="1" flexShrink={0}>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" /> Rename
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
            <Trash2 size={14} aria-hidden="true" /> Remove
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** Passkeys: register several (each named), rename, remove (with the second factor again). */
export function PasskeysSection({ passkeys, hasFactor }: { passkeys: PasskeyRow[]; hasFactor: boolean }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const options = trpc.admin.account.passkeyRegistrationOptions.useMutation();
  const register = trpc.admin.account.passkeyRegister.useMutation();
  const remove = trpc.admin.account.removePasskey.useMutation();
  const add = async () => {
    try {
      const { options: optionsJSON } = await options.mutateAsync();
      const response = await createPasskey(optionsJSON);
      const result = await register.mutateAsync({
        name: name.trim() || 'Passkey',
        response: response as never,
      });
      setName('');
      setCodes(result.recoveryCodes);
      toaster.create({
        type: 'success',
        title: 'Passkey added',
        description: 'Your other devices were signed out.',
      });
      void utils.admin.account.overview.invalidate();
    } catch (error) {
      if (!wasCancelled(error))
        toaster.create({ type: 'error', title: 'The passkey was not added', description: problemOf(error) });
    }
  };
  const removeWith = async (proof: Parameters<typeof remove.mutateAsync>[0]['proof']) => {
    if (!removing) return;
    await remove.mutateAsync({ id: removing.id, proof });
    toaster.create({ type: 'success', title: `Passkey “${removing.name}” removed` });
    void utils.admin.account.overview.invalidate();
  };
  const supported = passkeysWork();
  return (
    <AccountSection
      testId="passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN: no password, nothing to type. Add one on each phone or computer you use."
    >
      {passkeys.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" mb="4" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </Stack>
      )}
      {supported ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
          <Field.Root maxW={{ sm: '72' }}>
            <Field.Label>Name of the new passkey</Field.Label>
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. iPhone, work laptop"
              maxLength={60}
            />
          </Field.Root>
          <Button
            bg="brand.solid"
            color="brand.contrast"
            onClick={() => void add()}
            loading={register.isPending || options.isPending}
          >
            <KeyRound size={16} aria-hidden="true" /> Add a passkey
          </Button>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          This browser cannot create passkeys.
        </Text>
      )}
      {codes && (
        <Stack mt="4">
          <RecoveryCodesList codes={codes} />
        </Stack>
      )}
      {removing && (
        <ProofDialog
          open
          title="Remove this passkey?"
          message={`“${removing.name}” will no longer sign you in. Your other devices will be signed out.`}
          confirmLabel="Remove"
          hasPasskey
          onClose={() => setRemoving(null)}
          onConfirm={(proof) => removeWith(hasFactor ? proof : undefined)}
        />
      )}
    </AccountSection>
  );
}
