import { Badge, Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { TRANSLATION_STATE_LABELS } from '../../../common/messages';
import type { LedgerEntry } from '../../../common/schemas/translation';
import { EnglishText, SpanishEditor, WrittenFor } from './SpanishEditor';

const STATE_PALETTES = { translated: 'green', stale: 'orange', missing: 'gray', 'built-in': 'blue' } as const;

/** A text's state as a badge: built-in Spanish apart from the owner's own. */
export function StateBadge({ entry }: { entry: LedgerEntry }) {
  const state = entry.builtIn ? 'built-in' : entry.state;
  return (
    <Badge colorPalette={STATE_PALETTES[state]} variant="subtle" data-testid="translation-state">
      {TRANSLATION_STATE_LABELS[state]}
    </Badge>
  );
}

/** One text of the Spanish tab: its English beside its Spanish (one above the other on a phone). */
export function TranslationRow({ entry, canDraft }: { entry: LedgerEntry; canDraft: boolean }) {
  return (
    <Box
      as="li"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      data-testid="translation-row"
      data-text={`${entry.kind}:${entry.ref}:${entry.field}`}
    >
      <Flex justify="space-between" align="start" gap="3" mb="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {entry.label}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {entry.page}
          </Text>
        </Stack>
        <StateBadge entry={entry} />
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            English
          </Text>
          <EnglishText text={entry.english} html={entry.html} />
          <WrittenFor entry={entry} />
        </Stack>
        <SpanishEditor entry={entry} canDraft={canDraft} />
      </Grid>
    </Box>
  );
}
