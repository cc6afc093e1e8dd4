import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of setting cards (one per public page), reachable from the jump links. */
export function SettingsGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} scrollMarginTop="4">
      <Heading id={id} as="h2" size="lg" fontFamily="heading" mb="4" tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}

/** Brings a group into view and moves focus to its heading, so keyboard users land there too. */
export function jumpToGroup(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** Buttons that jump to a group (jumpToGroup); `onJump` hears which, to keep it in the address. */
export function SettingsJumpLinks({
  groups,
  onJump,
}: {
  groups: ReadonlyArray<{ id: string; label: string }>;
  onJump?: (id: string) => void;
}) {
  const jump = (id: string) => {
    jumpToGroup(id);
    onJump?.(id);
  };
  return (
    <HStack as="nav" aria-label="Jump to a page" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted" mr="1">
        Jump to:
      </Text>
      {groups.map((group) => (
        <Button key={group.id} size="xs" variant="outline" borderRadius="full" onClick={() => jump(group.id)}>
          {group.label}
        </Button>
      ))}
    </HStack>
  );
}
