import { Alert, Box, Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FactorProof } from '../../../common/schemas/account';
import type { BackupContents, BackupSummaryRecord } from '../../../common/schemas/backup';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { ProofDialog } from '../account/ProofDialog';
import { countOf, formatBackupTime, inOwnersOrder } from './format';

/**
 * Restoring a kept backup: the server checks it whole and says what it holds against the site now; the owner
 * confirms (with his second factor when he has one); the site as it is is backed up first, then replaced.
 */
export function RestoreDialog({ backup, onClose }: { backup: BackupSummaryRecord; onClose: () => void }) {
  const utils = trpc.useUtils();
  const contents = trpc.admin.backups.contents.useQuery(
    { name: backup.name },
    { retry: false, staleTime: 0 },
  );
  const account = trpc.admin.account.overview.useQuery();
  const [asking, setAsking] = useState(false);
  const restore = trpc.admin.backups.restore.useMutation();
  const when = formatBackupTime(backup.createdAt);
  const hasPasskey = (account.data?.passkeys.length ?? 0) > 0;
  const hasFactor = hasPasskey || Boolean(account.data?.totp);

  const run = async (proof?: NonNullable<FactorProof>) => {
    await restore.mutateAsync({ name: backup.name, ...(proof ? { proof } : {}) });
    // Everything the panel shows may have changed.
    await utils.invalidate();
    toaster.create({
      type: 'success',
      title: 'The site was restored',
      description: `It shows the backup of ${when}. The site as it was just before is kept as a backup ("Before a restore").`,
    });
    onClose();
  };
  const confirm = () => {
    if (hasFactor) setAsking(true);
    else
      run().catch((error: unknown) =>
        toaster.create({
          type: 'error',
          title: 'The site was not restored',
          description: error instanceof Error ? error.message : String(error),
        }),
      );
  };

  // The question for the second factor takes the dialog's place (one dialog at a time: handing the screen from one
  // open dialog to another closed both at once on a phone).
  if (asking)
    return (
      <ProofDialog
        open
        title="Confirm the restore"
        message={`The site is backed up as it is, then replaced by the backup of ${when}.`}
        confirmLabel="Restore"
        hasPasskey={hasPasskey}
        onClose={() => setAsking(false)}
        onConfirm={run}
      />
    );
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && !restore.isPending && onClose()}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="restore-dialog">
            <Dialog.Header>
              <Dialog.Title>Restore the backup of {when}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <RestoreContents checked={contents.data} problem={contents.error?.message} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={restore.isPending}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                onClick={confirm}
                loading={restore.isPending}
                loadingText="Restoring..."
                disabled={!contents.isSuccess || account.isPending}
              >
                Restore this backup
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={restore.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the server's check of the backup found: still checking, why it cannot be restored, or what changes. */
function RestoreContents({ checked, problem }: { checked?: BackupContents; problem?: string }) {
  const changes = inOwnersOrder(checked?.tables ?? []).filter((table) => table.rows !== table.rowsNow);
  const leads = checked?.tables.find((table) => table.name === 'contact_submissions');
  const leadsLost = leads ? leads.rowsNow - leads.rows : 0;
  if (problem === undefined && !checked)
    return (
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" />
        <Text>Checking the backup, every file and row…</Text>
      </Stack>
    );
  if (!checked)
    return (
      <Alert.Root status="error" data-testid="restore-refused">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This backup cannot be restored. Nothing was changed.</Alert.Title>
          <Alert.Description overflowWrap="anywhere">
            {(problem ?? '').replace(/^name: This backup cannot be restored: /, '')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Stack gap="4">
      <Text>
        Everything the site shows is replaced by what this backup holds. The site as it is now is backed up
        first and kept in the list, so this can be undone by restoring that one.
      </Text>
      {leadsLost > 0 && (
        <Alert.Root status="warning" data-testid="restore-leads-warning">
          <Alert.Indicator />
          <Alert.Description>
            {leadsLost === 1 ? '1 contact request' : `${leadsLost} contact requests`} in the inbox now would
            leave it (answer them first, or download the CSV); they stay in the backup taken before the
            restore.
          </Alert.Description>
        </Alert.Root>
      )}
      <Box>
        <Text fontWeight="medium" mb="1">
          What changes
        </Text>
        {changes.length === 0 ? (
          <Text color="fg.muted">The same number of everything as now (the words may differ).</Text>
        ) : (
          <Stack as="ul" gap="1" ps="5" data-testid="restore-changes">
            {changes.map((table) => (
              <Text as="li" key={table.name} fontSize="sm">
                {countOf(table.name, table.rowsNow)} now, {countOf(table.name, table.rows)} after
              </Text>
            ))}
          </Stack>
        )}
        <Text fontSize="sm" color="fg.muted" mt="2">
          Made by version {checked.appVersion}, with {checked.images} photos. Your account, passwords and
          alert settings stay as they are.
        </Text>
      </Box>
    </Stack>
  );
}
