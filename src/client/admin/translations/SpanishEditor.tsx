import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { TRANSLATION_TEXTS } from '../../../common/messages';
import type { LedgerEntry } from '../../../common/schemas/translation';
import { HistoryButton } from '../history/HistoryButton';
import { GrowingTextarea } from '../shared/GrowingTextarea';
import { useBeforeUnload } from '../shared/useBeforeUnload';
import { historyKeyOf, useTranslationActions } from './useTranslationActions';

/** The editor of a section's text, loaded with the first text that needs it (as the section dialog loads it). */
const RichTextEditor = lazy(() =>
  import('../shared/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/** A section's HTML as words to read (the editor itself shows the Spanish formatted). */
export const plainText = (html: string) =>
  html
    .replace(/<\/(p|h[2-4]|li|blockquote)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

/** English as the owner reads it beside its Spanish: a section's HTML as its words. */
export function EnglishText({ text, html }: { text: string; html: boolean }) {
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

/** The English an out-of-date Spanish was written for, so the owner sees what changed. */
export function WrittenFor({ entry }: { entry: LedgerEntry }) {
  if (entry.translatedFrom === null) return null;
  return (
    <Box fontSize="sm" data-testid="written-for">
      <Text color="fg.warning" mb="1">
        {TRANSLATION_TEXTS.writtenFor}
      </Text>
      <EnglishText text={entry.translatedFrom} html={entry.html} />
    </Box>
  );
}

/**
 * The Spanish of one text: the owner writes it, takes a DeepL draft, approves it (it shows on the Spanish page)
 * or takes it away (the Spanish page shows the English again).
 */
export function SpanishEditor({ entry, canDraft }: { entry: LedgerEntry; canDraft: boolean }) {
  const actions = useTranslationActions();
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
  const fieldLabel = `Spanish: ${entry.label}`;
  const canTakeAway = entry.translation !== '' && !entry.builtIn;
  return (
    <Stack gap="2">
      {entry.html ? (
        <Suspense fallback={<Box minH="44" borderWidth="1px" borderRadius="md" aria-busy="true" />}>
          <RichTextEditor label={fieldLabel} value={value} onChange={setValue} />
        </Suspense>
      ) : (
        <Text as="label" fontSize="sm" fontWeight="medium" display="block">
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
          size="sm"
          target={{
            entityType: 'translation',
            entityKey: historyKeyOf(entry),
            name: `the Spanish of ${entry.label}`,
          }}
        />
      </HStack>
    </Stack>
  );
}
