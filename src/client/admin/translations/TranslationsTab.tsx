import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TRANSLATION_TEXTS } from '../../../common/messages';
import type { LedgerEntry } from '../../../common/schemas/translation';
import { trpc } from '../../trpc';
import { LoadError, TabHeader } from '../shared/TabParts';
import { CoverageList } from './CoverageList';
import { TranslationRow } from './TranslationRow';
import { LANGUAGE } from './useTranslationActions';

const FILTERS = {
  todo: { label: 'To do', keeps: (entry: LedgerEntry) => entry.state !== 'translated' },
  stale: { label: 'Out of date', keeps: (entry: LedgerEntry) => entry.state === 'stale' },
  all: { label: 'All texts', keeps: () => true },
} as const;
type Filter = keyof typeof FILTERS;

/** Rows shown at first, and added by each "Show more": a page's worth on a phone, without a slow first paint. */
const PAGE_SIZE = 30;

/**
 * The Spanish tab: how much of each page is in Spanish, and a list of the texts to work through, each with its
 * English beside it. Out-of-date texts come first: the site keeps showing their last approved Spanish, which may
 * no longer say what the English says.
 */
export function TranslationsTab() {
  const ledger = trpc.admin.translations.ledger.useQuery({ language: LANGUAGE });
  const [filter, setFilter] = useState<Filter>('todo');
  const [page, setPage] = useState<string | null>(null);
  const [shownCount, setShownCount] = useState(PAGE_SIZE);

  if (ledger.isPending) return <Skeleton h="64" borderRadius="lg" />;
  if (ledger.isError) return <LoadError what="the translations" onRetry={() => void ledger.refetch()} />;

  const { entries, coverage, canDraft } = ledger.data;
  const listed = entries
    .filter((entry) => (page === null || entry.page === page) && FILTERS[filter].keeps(entry))
    .sort((a, b) => Number(b.state === 'stale') - Number(a.state === 'stale'));
  const choose = (next: () => void) => {
    next();
    setShownCount(PAGE_SIZE);
  };
  return (
    <Stack gap="0">
      <TabHeader title={TRANSLATION_TEXTS.tabTitle} description={TRANSLATION_TEXTS.tabDescription} />
      <CoverageList coverage={coverage} page={page} onPage={(next) => choose(() => setPage(next))} />
      <HStack gap="2" mb="4" wrap="wrap" role="group" aria-label="Which texts to list">
        {(Object.keys(FILTERS) as Filter[]).map((id) => (
          <Button
            key={id}
            size="sm"
            variant={filter === id ? 'solid' : 'outline'}
            aria-pressed={filter === id}
            onClick={() => choose(() => setFilter(id))}
          >
            {FILTERS[id].label}
          </Button>
        ))}
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {listed.length === 1 ? '1 text' : `${listed.length} texts`}
          {page ? ` on ${page}` : ''}
        </Text>
      </HStack>
      {listed.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {TRANSLATION_TEXTS.nothingToDo}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4">
          {listed.slice(0, shownCount).map((entry) => (
            <TranslationRow
              key={`${entry.kind}:${entry.ref}:${entry.field}`}
              entry={entry}
              canDraft={canDraft}
            />
          ))}
        </Stack>
      )}
      {listed.length > shownCount && (
        <Button
          variant="outline"
          mt="4"
          alignSelf="center"
          onClick={() => setShownCount((n) => n + PAGE_SIZE)}
        >
          Show {Math.min(PAGE_SIZE, listed.length - shownCount)} more
        </Button>
      )}
    </Stack>
  );
}
