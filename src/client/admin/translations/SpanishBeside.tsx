import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { TextRef } from '../../../common/translations/texts';
import { trpc } from '../../trpc';
import { SpanishEditor, WrittenFor } from './SpanishEditor';
import { StateBadge } from './TranslationRow';
import { LANGUAGE } from './useTranslationActions';

/**
 * The Spanish of one text, under the field that holds its English (a setting, a section's or project's field): its
 * state at a glance, opened to write or approve it (a native disclosure; the editor is made when first opened).
 * The same editor as the Spanish tab's, on the same ledger. Its line is there from the first paint, its state
 * filled in when the ledger arrives, so nothing below it moves (a tab opened at one of its headings stays there).
 */
export function SpanishBeside({ text }: { text: TextRef }) {
  const ledger = trpc.admin.translations.ledger.useQuery({ language: LANGUAGE }, { staleTime: 30_000 });
  const [opened, setOpened] = useState(false);
  const entry = ledger.data?.entries.find(
    (candidate) =>
      candidate.kind === text.kind && candidate.ref === text.ref && candidate.field === text.field,
  );
  if (ledger.data && !entry) return null;
  return (
    <Box
      as="details"
      data-testid="spanish-beside"
      data-text={`${text.kind}:${text.ref}:${text.field}`}
      onToggle={(event) => {
        if ((event.currentTarget as unknown as HTMLDetailsElement).open) setOpened(true);
      }}
      css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}
    >
      <Box
        as="summary"
        display="flex"
        alignItems="center"
        gap="2"
        fontSize="sm"
        color="fg.muted"
        cursor="pointer"
        py="1"
        listStyleType="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <HStack gap="2">
          <Text as="span">Spanish</Text>
          {entry ? <StateBadge entry={entry} /> : <Skeleton as="span" h="5" w="20" />}
          {entry && (
            <Text as="span" srOnly>
              , {entry.label}
            </Text>
          )}
          <ChevronDown size={14} aria-hidden="true" />
        </HStack>
      </Box>
      {opened && entry && ledger.data && (
        <Box ps="3" borderStartWidth="2px" borderColor="border.muted" mt="1" display="grid" gap="2">
          <WrittenFor entry={entry} />
          <SpanishEditor entry={entry} canDraft={ledger.data.canDraft} />
        </Box>
      )}
    </Box>
  );
}
