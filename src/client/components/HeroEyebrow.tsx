import { Box, Flex, type FlexProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The small capitals above a photo hero's heading, after a short accent rule (home and About). */
export function HeroEyebrow({ children, ...layout }: { children: ReactNode } & Pick<FlexProps, 'mb'>) {
  return (
    <Flex align="center" gap="3" {...layout}>
      <Box as="span" aria-hidden="true" w="10" h="2px" bg="brand.accent" />
      <Text as="span" fontSize="xs" fontWeight="semibold" letterSpacing="0.25em" textTransform="uppercase">
        {children}
      </Text>
    </Flex>
  );
}
