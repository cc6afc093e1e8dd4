import { Badge, Button, Flex, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { categoryEnglishOf } from '../../../common/constants';
import { ENTITY_LABELS, HISTORY_RETENTION } from '../../../common/history';
import { HISTORY_TOASTS } from '../../../common/messages';
import type { TrashRecord } from '../../../common/schemas/history';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { formatWhen } from '../history/labels';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';
import { useRefetchAfterWrites } from '../shared/useRefetchAfterWrites';

const DAY_MS = 86_400_000;

/** What the owner calls a trashed item, and where it was. */
export function trashedName(item: TrashRecord): string {
  const { snapshot } = item;
  const name =
    item.entityType === 'testimonial'
      ? snapshot.clientName
      : snapshot.title || `Untitled ${String(snapshot.sectionType ?? '')} section`;
  return String(name ?? `#${item.entityId}`);
}

function whereItWas(item: TrashRecord): string {
  const { snapshot } = item;
  if (item.entityType === 'section')
    return `On the ${String(snapshot.pageId)} page, position ${Number(snapshot.sortOrder) + 1}`;
  if (item.entityType === 'project') {
    const category = categoryEnglishOf(String(snapshot.category)) ?? String(snapshot.category);
    return `${category}${snapshot.featured ? ' · featured' : ''}`;
  }
  return `${String(snapshot.projectType)}${snapshot.featured ? ' · featured' : ''}`;
}

function daysLeft(item: TrashRecord): number {
  const left = HISTORY_RETENTION.trashDays - Math.floor((Date.now() - item.deletedAt.getTime()) / DAY_MS);
  return Math.max(0, left);
}

/**
 * How many items the Trash holds (also read by the panel, which waits for it: AdminPage, so the badge mounting
 * after it does not ask again).
 */
export const useTrashCount = (enabled = true) =>
  trpc.admin.trash.count.useQuery(undefined, { staleTime: 0, refetchOnMount: false, enabled });

/**
 * The Trash tab's badge: how many items are in it. Counted again after every write of the panel settles, so a
 * delete anywhere (a project, a testimonial, a section) shows at once without each editor knowing of the Trash.
 */
export function TrashCount() {
  const count = useTrashCount();
  useRefetchAfterWrites(count.refetch);
  if (!count.data?.count) return null;
  return (
    <Badge size="sm" colorPalette="red" variant="subtle" ml="1.5" data-testid="trash-count">
      {count.data.count}
    </Badge>
  );
}

function TrashRow({
  item,
  onRestore,
  onPurge,
  restoring,
}: {
  item: TrashRecord;
  onRestore: () => void;
  onPurge: () => void;
  restoring: boolean;
}) {
  const name = trashedName(item);
  const cover = Array.isArray(item.snapshot.imageUrls) ? String(item.snapshot.imageUrls[0] ?? '') : '';
  const left = daysLeft(item);
  return (
    <Flex
      as="li"
      data-testid="trash-item"
      gap="4"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <HStack gap="3" flex="1" minW="0" align="start">
        {cover && (
          <Image
            src={cover.startsWith('/') ? `${cover}?w=480` : cover}
            alt=""
            boxSize="14"
            objectFit="cover"
            borderRadius="md"
            flexShrink={0}
          />
        )}
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline">{ENTITY_LABELS[item.entityType]}</Badge>
            <Text fontWeight="semibold" lineClamp={1} data-testid="trash-name">
              {name}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {whereItWas(item)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Deleted {formatWhen(item.deletedAt)}
            {item.deletedBy ? ` by ${item.deletedBy}` : ''} ·{' '}
            {left === 0
              ? 'deleted for good today'
              : `deleted for good in ${left} day${left === 1 ? '' : 's'}`}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" flexShrink={0}>
        <Button
          size="sm"
          variant="outline"
          onClick={onRestore}
          loading={restoring}
          aria-label={`Restore ${name}`}
        >
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onPurge}
          aria-label={`Delete for good: ${name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete for good
        </Button>
      </HStack>
    </Flex>
  );
}

/**
 * The Trash (docs/product.md, Trash): deleted projects, testimonials and sections for 30 days, newest first; each
 * can be put back where it was or deleted for good.
 */
export function TrashTab() {
  const utils = trpc.useUtils();
  const items = trpc.admin.trash.list.useQuery(undefined, { staleTime: 0 });
  const [purging, setPurging] = useState<TrashRecord | null>(null);
  const restore = trpc.admin.trash.restore.useMutation({
    onSuccess: () => toaster.create({ type: 'success', title: HISTORY_TOASTS.untrashed }),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: HISTORY_TOASTS.restoreFailed,
        description: failureOf(error).message,
      }),
    onSettled: () => utils.invalidate(),
  });
  const purge = trpc.admin.trash.purge.useMutation({
    onSuccess: () => {
      setPurging(null);
      toaster.create({ type: 'success', title: HISTORY_TOASTS.purged });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: HISTORY_TOASTS.purgeFailed,
        description: failureOf(error).message,
      }),
    onSettled: () => Promise.all([utils.admin.trash.invalidate(), utils.admin.activity.invalidate()]),
  });
  const count = items.data?.length;
  return (
    <>
      <TabHeader
        title="Trash"
        description={`Deleted projects, testimonials and page sections stay here for ${HISTORY_RETENTION.trashDays} days, then they are deleted for good.`}
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'item' : 'items'}`}
      />
      {items.isPending ? (
        <Stack gap="3">
          <Skeleton height="20" />
          <Skeleton height="20" />
        </Stack>
      ) : items.isError ? (
        <LoadError what="the Trash" onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState
          icon={<Trash2 size={40} />}
          title="The Trash is empty"
          text="When you delete a project, a testimonial or a page section, it waits here in case you change your mind."
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Deleted items">
          {items.data.map((item) => (
            <TrashRow
              key={item.id}
              item={item}
              restoring={restore.isPending && restore.variables?.id === item.id}
              onRestore={() => restore.mutate({ id: item.id })}
              onPurge={() => setPurging(item)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={purging !== null}
        title="Delete for good?"
        message={`"${purging ? trashedName(purging) : ''}" and all its history will be deleted for good.`}
        detail="This cannot be undone. Its photos are removed once nothing else uses them."
        confirmLabel="Delete for good"
        destructive
        pending={purge.isPending}
        onConfirm={() => purging && purge.mutate({ id: purging.id })}
        onClose={() => setPurging(null)}
      />
    </>
  );
}
