import { Badge, Box, Button, Flex, Group, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import {
  type ActivityKind,
  HISTORY_ENTITY_TYPES,
  HISTORY_RETENTION,
  type HistoryEntityType,
} from '../../../common/history';
import type { ActivityRecord } from '../../../common/schemas/history';
import { trpc } from '../../trpc';
import { HistoryDialog, type HistoryTarget } from '../history/HistoryDialog';
import { formatSpan, formatWhen } from '../history/labels';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';

const FILTERS: Array<{ kind: ActivityKind | undefined; label: string }> = [
  { kind: undefined, label: 'All' },
  { kind: 'setting', label: 'Settings' },
  { kind: 'project', label: 'Projects' },
  { kind: 'testimonial', label: 'Testimonials' },
  { kind: 'section', label: 'Sections' },
  { kind: 'lead', label: 'Leads' },
  { kind: 'sign-in', label: 'Sign-ins' },
];

const SIGN_IN_BADGES: Record<string, { label: string; palette: string }> = {
  'sign-in': { label: 'Signed in', palette: 'green' },
  'sign-in-failed': { label: 'Failed', palette: 'red' },
  'sign-in-throttled': { label: 'Refused', palette: 'orange' },
  'account-change': { label: 'Account', palette: 'blue' },
};

const isItem = (type: string): type is HistoryEntityType =>
  (HISTORY_ENTITY_TYPES as readonly string[]).includes(type);

function ActivityRow({
  entry,
  onOpenVersion,
}: {
  entry: ActivityRecord;
  onOpenVersion: (entry: ActivityRecord) => void;
}) {
  const signIn = SIGN_IN_BADGES[entry.action];
  return (
    <Flex
      as="li"
      data-testid="activity-entry"
      data-action={entry.action}
      gap="3"
      py="3"
      px="4"
      borderBottomWidth="1px"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          {signIn && (
            <Badge colorPalette={signIn.palette} variant="subtle">
              {signIn.label}
            </Badge>
          )}
          <Text fontWeight="medium" wordBreak="break-word">
            {entry.summary}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {entry.count > 1 && entry.lastAt ? formatSpan(entry.at, entry.lastAt) : formatWhen(entry.at)}
          {entry.actor ? ` · ${entry.actor}` : ''}
          {entry.ip ? ` · from ${entry.ip}` : ''}
        </Text>
      </Stack>
      {entry.versionId && isItem(entry.entityType) && entry.entityKey && (
        <Button size="sm" variant="outline" flexShrink={0} onClick={() => onOpenVersion(entry)}>
          View version
        </Button>
      )}
    </Flex>
  );
}

/**
 * Activity (docs/product.md, Activity log): every admin action and sign-in attempt, newest first, filterable by
 * kind; an action that made a version links to it in the item's History.
 */
export function ActivityTab() {
  const [kind, setKind] = useState<ActivityKind | undefined>(undefined);
  const [target, setTarget] = useState<(HistoryTarget & { versionId: number }) | null>(null);
  const pages = trpc.admin.activity.list.useInfiniteQuery(
    { kind, limit: 50 },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, staleTime: 0 },
  );
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <TabHeader
        title="Activity"
        description={`What was changed in this panel and every sign-in attempt, newest first. Kept for ${HISTORY_RETENTION.activityDays / 365} year.`}
        action={
          <Group attached flexWrap="wrap">
            {FILTERS.map((filter) => (
              <Button
                key={filter.label}
                size="sm"
                variant={kind === filter.kind ? 'solid' : 'outline'}
                aria-pressed={kind === filter.kind}
                onClick={() => setKind(filter.kind)}
              >
                {filter.label}
              </Button>
            ))}
          </Group>
        }
      />
      {pages.isPending ? (
        <Stack gap="2">
          <Skeleton height="14" />
          <Skeleton height="14" />
          <Skeleton height="14" />
        </Stack>
      ) : pages.isError ? (
        <LoadError what="the activity" onRetry={() => void pages.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ScrollText size={40} />}
          title="Nothing yet"
          text="Changes and sign-in attempts will be listed here."
        />
      ) : (
        <Box bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden">
          <Box as="ul" listStyleType="none" aria-label="Activity, newest first">
            {entries.map((entry) => (
              <ActivityRow
                key={entry.id}
                entry={entry}
                onOpenVersion={(chosen) =>
                  setTarget({
                    entityType: chosen.entityType as HistoryEntityType,
                    entityKey: chosen.entityKey ?? '',
                    name: chosen.summary,
                    versionId: chosen.versionId ?? 0,
                  })
                }
              />
            ))}
          </Box>
          {pages.hasNextPage && (
            <Flex justify="center" p="3">
              <Button
                size="sm"
                variant="outline"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Show older
              </Button>
            </Flex>
          )}
        </Box>
      )}
      <HistoryDialog target={target} highlight={target?.versionId} onClose={() => setTarget(null)} />
    </>
  );
}
