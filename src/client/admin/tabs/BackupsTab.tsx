import { Alert, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Archive, DatabaseBackup } from 'lucide-react';
import type { BackupRunRecord } from '../../../common/schemas/backup';
import { siteTimeOfDailyUtc } from '../../../common/site-time';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { BackupCard } from '../backups/BackupCard';
import { formatBackupTime } from '../backups/format';
import { UploadArchiveButton } from '../backups/UploadArchiveButton';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';

/** How often the tab asks again while a backup is being taken. */
const POLL_WHILE_RUNNING_MS = 2000;

/**
 * Backups (docs/operations.md, Backups): the archives kept, newest first, each downloadable; the last run's
 * result (a failure in red); Back up now; and Restore on each (backups/RestoreDialog.tsx).
 */
export function BackupsTab() {
  const utils = trpc.useUtils();
  const status = trpc.admin.backups.status.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.running ? POLL_WHILE_RUNNING_MS : false),
  });
  const start = trpc.admin.backups.create.useMutation({
    onSuccess: () => void utils.admin.backups.status.invalidate(),
    // One is being taken (409) or one was started minutes ago (429): the server's message says which, and when.
    onError: (error) => {
      toaster.create({ type: 'error', title: 'Could not start the backup.', description: error.message });
      void utils.admin.backups.status.invalidate();
    },
  });
  const running = status.data?.running || start.isPending;
  const count = status.data?.backups.length;
  return (
    <>
      <TabHeader
        title="Backups"
        description="The whole site in one file: pages, projects, testimonials, contact requests and every photo."
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'backup' : 'backups'}`}
        action={
          <Button
            bg="brand.solid"
            color="brand.contrast"
            onClick={() => start.mutate()}
            loading={running}
            loadingText="Backing up..."
          >
            <DatabaseBackup size={18} aria-hidden="true" /> Back up now
          </Button>
        }
      />
      {status.isPending ? (
        <Stack gap="3">
          <Skeleton height="16" borderRadius="xl" />
          <Skeleton height="16" borderRadius="xl" />
        </Stack>
      ) : status.isError ? (
        <LoadError what="the backups" onRetry={() => void status.refetch()} />
      ) : (
        <Stack gap="5">
          <LastRun lastRun={status.data.lastRun} running={status.data.running} />
          <HStack>
            <UploadArchiveButton />
          </HStack>
          {status.data.backups.length === 0 ? (
            <EmptyState
              icon={<Archive size={40} />}
              title="No Backups Yet"
              text="Take the first one with Back up now. Each backup is checked by reading it back before it is listed here."
            />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Backups">
              {status.data.backups.map((backup) => (
                <BackupCard key={backup.name} backup={backup} />
              ))}
            </Stack>
          )}
          <Text fontSize="sm" color="fg.muted">
            {status.data.dailyAt
              ? `A backup is taken every day at ${siteTimeOfDailyUtc(status.data.dailyAt)}; the newest of each of the last ${status.data.keep.daily} days and ${status.data.keep.weekly} weeks are kept. `
              : 'This server takes no daily backup yet: use Back up now. '}
            Restore brings a backup back after checking it whole; the site as it is is backed up first.
          </Text>
        </Stack>
      )}
    </>
  );
}

/** The last run's outcome: in red when it failed, so a broken backup never goes unseen. */
function LastRun({ lastRun, running }: { lastRun: BackupRunRecord | null; running: boolean }) {
  if (running)
    return (
      <Alert.Root status="info" variant="subtle" data-testid="backup-last-run">
        <Alert.Indicator />
        <Alert.Description>
          A backup is being taken. It appears below once it has been checked.
        </Alert.Description>
      </Alert.Root>
    );
  if (!lastRun) return null;
  const when = formatBackupTime(lastRun.finishedAt ?? lastRun.startedAt);
  return lastRun.state === 'failed' ? (
    <Alert.Root status="error" data-testid="backup-last-run" data-outcome="failed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The last backup failed ({when}).</Alert.Title>
        <Alert.Description>
          <Text>Reason: {lastRun.error ?? 'none was recorded'}</Text>
          <Text>
            The backups listed below are unaffected; try Back up now, or ask whoever runs the server.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : (
    <Alert.Root status="success" variant="subtle" data-testid="backup-last-run">
      <Alert.Indicator />
      <Alert.Description>Last backup {when}: taken and checked.</Alert.Description>
    </Alert.Root>
  );
}
