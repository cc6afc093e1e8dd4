import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { FactorProof } from '../../../common/schemas/account';
import { trpc } from '../../trpc';
import { askForPasskey, passkeysWork, wasCancelled } from './passkey-browser';
import { problemOf } from './problem';

interface ProofDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, in a sentence. */
  message: string;
  confirmLabel: string;
  hasPasskey: boolean;
  onClose: () => void;
  /** Runs the change with the proof; its refusal is shown in the dialog. */
  onConfirm: (proof: NonNullable<FactorProof>) => Promise<unknown>;
}

/**
 * A change to the account asks for the second factor again: the passkey, or an authenticator or recovery code.
 * A session someone else took over from an unlocked computer can then change nothing that locks the owner out.
 */
export function ProofDialog({
  open,
  title,
  message,
  confirmLabel,
  hasPasskey,
  onClose,
  onConfirm,
}: ProofDialogProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);
  const options = trpc.admin.account.proofOptions.useMutation();
  const run = async (proof: () => Promise<NonNullable<FactorProof>>) => {
    setPending(true);
    setProblem(undefined);
    try {
      await onConfirm(await proof());
      setCode('');
      onClose();
    } catch (error) {
      if (!wasCancelled(error)) setProblem(problemOf(error));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => ({ code }));
  };
  const withPasskey = () =>
    run(async () => {
      const { options: optionsJSON } = await options.mutateAsync();
      return { passkey: (await askForPasskey(optionsJSON)) as never };
    });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{message}</Text>
                  {hasPasskey && passkeysWork() && (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => void withPasskey()}
                      disabled={pending}
                    >
                      <KeyRound aria-hidden="true" /> Confirm with your passkey
                    </Button>
                  )}
                  <Field.Root invalid={Boolean(problem)}>
                    <Field.Label>Authenticator code or recovery code</Field.Label>
                    <Input
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      autoComplete="one-time-code"
                      maxLength={40}
                    />
                    <Field.ErrorText>{problem}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  bg="brand.solid"
                  color="brand.contrast"
                  loading={pending}
                  disabled={!code.trim()}
                >
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={pending} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
