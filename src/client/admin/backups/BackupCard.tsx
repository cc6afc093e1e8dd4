import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArchiveRestore, Download } from 'lucide-react';
import { useState } from 'react';
import type { BackupSummaryRecord } from '../../../common/schemas/backup';
import { describeContents, formatBackupTime, formatBytes, KIND_LABELS } from './format';
import { RestoreDialog } from './RestoreDialog';

/** One kept backup: when, why, how big, what it holds, its Download link (a plain admin-only GET) and Restore. */
export function BackupCard({ backup }: { backup: BackupSummaryRecord }) {
  const [restoring, setRestoring] = useState(false);
  return (
    <Box
      as="li"
      data-testid="backup"
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '4', md: '5' }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        gap="4"
      >
        <Stack gap="1.5" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm" fontFamily="heading">
              <time dateTime={backup.createdAt}>{formatBackupTime(backup.createdAt)}</time>
            </Heading>
            <Badge variant="subtle" colorPalette={backup.kind === 'scheduled' ? 'gray' : 'blue'}>
              {KIND_LABELS[backup.kind]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {formatBytes(backup.size)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {describeContents(backup.tables, backup.images).join(' · ')}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <a href={`/api/admin/backups/${encodeURIComponent(backup.name)}`} download={backup.name}>
              <Download size={16} aria-hidden="true" /> Download
            </a>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setRestoring(true)}
            aria-label={`Restore the backup of ${formatBackupTime(backup.createdAt)}`}
          >
            <ArchiveRestore size={16} aria-hidden="true" /> Restore
          </Button>
        </HStack>
      </Flex>
      {restoring && <RestoreDialog backup={backup} onClose={() => setRestoring(false)} />}
    </Box>
  );
}
