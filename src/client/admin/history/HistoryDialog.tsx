import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { categoryEnglishOf, type PageId } from '../../../common/constants';
import type { HistoryEntityType } from '../../../common/history';
import { PAGE_BLOCKS } from '../../../common/page-blocks';
import type { VersionRecord } from '../../../common/schemas/history';
import { DIALOG_ABOVE_NOTICES } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { PAGE_LABELS } from '../sections/texts';
import { LoadError } from '../shared/TabParts';
import { FieldChange } from './FieldChange';
import { ACTION_LABELS, FIELD_LABELS, formatWhen } from './labels';
import { metadataChanges } from './sectionMetaChanges';
import { useRestore } from './useRestore';

export interface HistoryTarget {
  entityType: HistoryEntityType;
  entityKey: string;
  /** What the owner calls the item: a setting's label, a project's title. */
  name: string;
}

/** The fields a version shows: those it changed; for a new item, those it filled in. */
function shownFields(version: VersionRecord, before: Record<string, unknown> | null) {
  const labels = FIELD_LABELS[version.entityType];
  if (version.action === 'original' || version.action === 'trash' || !version.snapshot) return [];
  const fields = before
    ? version.changedFields
    : Object.keys(labels).filter((field) => {
        const value = version.snapshot?.[field];
        return (
          value !== '' && value !== null && value !== undefined && !(Array.isArray(value) && !value.length)
        );
      });
  return fields.filter((field) => field in labels);
}

function VersionCard({
  version,
  before,
  current,
  highlighted,
  onRestore,
  pending,
}: {
  version: VersionRecord;
  before: Record<string, unknown> | null;
  current: boolean;
  highlighted: boolean;
  onRestore: () => void;
  pending: boolean;
}) {
  const labels = FIELD_LABELS[version.entityType];
  const fields = shownFields(version, before);
  // The first version of an item made in the panel: what it was made with, not each field "Before: Empty".
  const created = before === null && version.action !== 'original';
  return (
    <Box
      as="li"
      listStyleType="none"
      p="4"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.accent' : 'border'}
      borderRadius="lg"
      bg="bg.subtle"
      data-testid="version"
      data-highlighted={highlighted || undefined}
      ref={highlighted ? (node: HTMLElement | null) => node?.scrollIntoView({ block: 'nearest' }) : undefined}
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap" mb={fields.length ? '3' : '0'}>
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{ACTION_LABELS[version.action]}</Text>
            {current && (
              <Badge colorPalette="green" variant="subtle">
                Current
              </Badge>
            )}
            {highlighted && <Badge variant="outline">This change</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatWhen(version.createdAt)}
            {version.actor ? ` · by ${version.actor}` : ''}
          </Text>
        </Stack>
        {!current && version.snapshot && (
          <Button size="sm" variant="outline" onClick={onRestore} loading={pending}>
            <RotateCcw aria-hidden="true" />
            Restore this version
          </Button>
        )}
      </HStack>
      {created && fields.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          Created with:
        </Text>
      )}
      <Stack gap="3">
        {fields.flatMap((field) =>
          version.entityType === 'section' && field === 'metadata'
            ? metadataChanges(before, version.snapshot ?? null).map(({ key, ...change }) => (
                <FieldChange key={key} field={key} {...change} created={created} />
              ))
            : [
                <FieldChange
                  key={field}
                  field={field}
                  label={labels[field] ?? field}
                  before={readable(field, before)}
                  after={readable(field, version.snapshot ?? null)}
                  created={created}
                  emptyText={
                    version.entityType === 'setting'
                      ? 'Empty (the built-in default shows)'
                      : field === 'afterBlock'
                        ? 'At the end of the page'
                        : 'Empty'
                  }
                />,
              ],
        )}
        {version.action === 'reorder' && (
          <Text fontSize="sm" color="fg.muted">
            Restoring a version keeps the item where it is now. To move it back, press Undo on the notice
            after the move, or drag it in the list.
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/**
 * An item's History (docs/product.md, History): its versions newest first, the fields each changed before and
 * after, and Restore, which makes an earlier version current as a new version.
 */
export function HistoryDialog({
  target,
  highlight,
  onClose,
}: {
  target: HistoryTarget | null;
  /** A version to point out (the one an activity line links to). */
  highlight?: number | undefined;
  onClose: () => void;
}) {
  const versions = trpc.admin.history.list.useQuery(
    { entityType: target?.entityType ?? 'setting', entityKey: target?.entityKey ?? '-' },
    { enabled: target !== null, staleTime: 0 },
  );
  const { restore, pending } = useRestore();
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => !details.open && onClose()}
      lazyMount
      unmountOnExit
      size={{ mdDown: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...DIALOG_ABOVE_NOTICES}>
            <Dialog.Header>
              <Dialog.Title>History: {target?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {versions.isPending ? (
                <Stack gap="3">
                  <Skeleton height="24" />
                  <Skeleton height="24" />
                </Stack>
              ) : versions.isError ? (
                <LoadError what="the history" onRetry={() => void versions.refetch()} />
              ) : versions.data.length === 0 ? (
                <Text color="fg.muted">
                  No changes yet. Each save from now on is kept here and can be restored.
                </Text>
              ) : (
                <Stack as="ol" gap="3" aria-label="Versions, newest first">
                  {versions.data.map((version, index) => (
                    <VersionCard
                      key={version.id}
                      version={version}
                      before={versions.data[index + 1]?.snapshot ?? null}
                      current={index === 0}
                      highlighted={version.id === highlight}
                      pending={pending}
                      onRestore={() => void restore(version.id)}
                    />
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A lead's notes as lines ("Nov 25, 2026, 9:02 AM: Called back"), its moments on the site's clock. */
function leadValue(field: string, value: unknown): unknown {
  if (field === 'notes' && Array.isArray(value))
    return value
      .map((note: { at?: string; text?: string }) => `${formatWhen(new Date(String(note.at)))}: ${note.text}`)
      .join('\n');
  if ((field === 'archivedAt' || field === 'firstContactAt') && typeof value === 'string')
    return formatWhen(new Date(value));
  // A new lead's status is stored empty: it is the first step, whatever the owner calls it now.
  if (field === 'status' && value === null) return 'The first step (New)';
  return value;
}

/**
 * A field's value as the owner reads it: a section's place by the block's name ("After the top banner"), a
 * lead's notes and moments as text.
 */
function readable(field: string, side: Record<string, unknown> | null | undefined): unknown {
  const value = side?.[field];
  // A page by the name the panel gives it ("Homepage", "Altadena"), not its id.
  if (field === 'pageId' && typeof value === 'string') return PAGE_LABELS[value as PageId] ?? value;
  // A project's before/after pairs as their photos, each pair's before then its after.
  if (field === 'beforeAfter' && Array.isArray(value))
    return value.flatMap((pair: { before?: unknown; after?: unknown }) => [pair?.before, pair?.after]);
  if (side && ['notes', 'archivedAt', 'firstContactAt', 'status'].includes(field))
    return leadValue(field, value);
  // A project's category is kept by its id; the owner reads its English value.
  if (field === 'category' && typeof value === 'string') return categoryEnglishOf(value) ?? value;
  if (field !== 'afterBlock' || typeof value !== 'string') return value;
  const block = PAGE_BLOCKS[side?.pageId as PageId]?.find((candidate) => candidate.id === value);
  return block ? `After ${block.label}` : value;
}
