import { Alert, Badge, Box, Button, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { TRANSLATION_STATE_LABELS, TRANSLATION_TEXTS } from '../../../common/messages';
import type { LedgerEntry } from '../../../common/schemas/translation';
import { HistoryButton } from '../history/HistoryButton';
import { GrowingTextarea } from '../shared/GrowingTextarea';
import { RichTextEditor } from '../shared/RichTextEditor';
import { useBeforeUnload } from '../shared/useBeforeUnload';
import { historyKeyOf, type useTranslationActions } from './useTranslationActions';

const STATE_PALETTES = { translated: 'green', stale: 'orange', missing: 'gray', 'built-in': 'blue' } as const;

/** A section's HTML as words to read beside the editor (the editor itself shows the Spanish formatted). */
const plainText = (html: string) =>
  html
    .replace(/<\/(p|h[2-4]|li|blockquote)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

function EnglishText({ text, html }: { text: string; html: boolean }) {
  return (
    <Box
      lang="en"
      bg="bg.muted"
      borderRadius="md"
      px="3"
      py="2"
      whiteSpace="pre-line"
      overflowWrap="anywhere"
      fontSize="sm"
    >
      {html ? plainText(text) : text}
    </Box>
  );
}

/**
 * One text: the English as the site shows it beside its Spanish, which the owner writes, takes from a DeepL
 * draft, approves or takes away. An out-of-date Spanish shows the English it was written for, so the owner sees
 * what changed.
 */
export function TranslationRow({
  entry,
  canDraft,
  actions,
}: {
  entry: LedgerEntry;
  canDraft: boolean;
  actions: ReturnType<typeof useTranslationActions>;
}) {
  const shown = entry.draft || entry.translation;
  const [value, setValue] = useState(shown);
  const [loaded, setLoaded] = useState(shown);
  // A new answer (a draft arrived, a save or an undo elsewhere) replaces what the field holds.
  if (shown !== loaded) {
    setLoaded(shown);
    setValue(shown);
  }
  const changed = value !== entry.translation;
  useBeforeUnload(changed && value !== entry.draft);
  const state = entry.builtIn ? 'built-in' : entry.state;
  const fieldLabel = `Spanish: ${entry.label}`;
  const canTakeAway = entry.translation !== '' && !entry.builtIn;
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
        <Badge colorPalette={STATE_PALETTES[state]} variant="subtle" data-testid="translation-state">
          {TRANSLATION_STATE_LABELS[state]}
        </Badge>
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            English
          </Text>
          <EnglishText text={entry.english} html={entry.html} />
          {entry.translatedFrom !== null && (
            <Box fontSize="sm" data-testid="written-for">
              <Text color="fg.warning" mb="1">
                {TRANSLATION_TEXTS.writtenFor}
              </Text>
              <EnglishText text={entry.translatedFrom} html={entry.html} />
            </Box>
          )}
        </Stack>
        <Stack gap="2">
          {entry.html ? (
            <RichTextEditor label={fieldLabel} value={value} onChange={setValue} />
          ) : (
            <Box>
              <Text as="label" fontSize="sm" fontWeight="medium" display="block" mb="2">
                <Text as="span" srOnly>
                  {entry.label}:{' '}
                </Text>
                Spanish
                <GrowingTextarea
                  mt="2"
                  lang="es"
                  rows={entry.multiLine ? 3 : 1}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  fontWeight="normal"
                />
              </Text>
            </Box>
          )}
          {entry.draft && value === entry.draft && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{TRANSLATION_TEXTS.draftNote}</Alert.Title>
            </Alert.Root>
          )}
          {entry.builtIn && !changed && (
            <Text fontSize="xs" color="fg.muted">
              {TRANSLATION_TEXTS.builtInNote}
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              bg="brand.solid"
              color="brand.contrast"
              disabled={actions.saving || value.trim() === '' || (!changed && entry.state === 'translated')}
              onClick={() => void actions.save(entry, value).catch(() => undefined)}
            >
              {entry.state === 'stale' && !changed ? 'Still right: approve' : 'Approve Spanish'}
            </Button>
            {canDraft && (
              <Button
                size="sm"
                variant="outline"
                disabled={actions.drafting}
                onClick={() => void actions.draft(entry).catch(() => undefined)}
              >
                <Languages aria-hidden="true" />
                Draft in Spanish
              </Button>
            )}
            {canTakeAway && (
              <Button
                size="sm"
                variant="ghost"
                disabled={actions.saving}
                onClick={() => void actions.save(entry, '').catch(() => undefined)}
              >
                Show the English instead
              </Button>
            )}
            <HistoryButton
              target={{
                entityType: 'translation',
                entityKey: historyKeyOf(entry),
                name: `the Spanish of ${entry.label}`,
              }}
            />
          </HStack>
        </Stack>
      </Grid>
    </Box>
  );
}
