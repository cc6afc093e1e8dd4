import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Top of a settings tab: what the tab edits and how saving works, because the owner never presses a
 * Save button here and must learn that leaving a field saves it and that an empty field means "default".
 */
export function SettingsIntro({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Stack gap="2" mb="6">
      {title && (
        <Heading as="h2" size="xl" fontFamily="heading">
          {title}
        </Heading>
      )}
      <Text color="fg.muted">{children}</Text>
      <HStack gap="2" fontSize="sm" color="fg.muted" align="flex-start">
        <Info size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
        <Text>
          Each field holds the words the site shows. Changes save automatically when you leave a field; “Reset
          to the built-in text” brings back the original words.
        </Text>
      </HStack>
    </Stack>
  );
}
