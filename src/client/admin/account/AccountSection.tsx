import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One part of the Account tab: a titled card with a sentence on what it is for, and its action on the right. */
export function AccountSection({
  title,
  description,
  action,
  children,
  testId,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      data-testid={testId}
    >
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'start' }}
        gap="4"
        wrap="wrap"
        mb={children ? '4' : '0'}
      >
        <Stack gap="1" flex="1" minW="56">
          <Heading as="h3" size="md" fontFamily="heading">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        </Stack>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
