import { Alert, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A tab's h2 with an optional count badge and description, and its main action on the right. */
export function TabHeader({
  title,
  description,
  count,
  action,
}: {
  title: string;
  description?: string;
  count?: string;
  action?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" mb="6" wrap="wrap">
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl" fontFamily="heading">
            {title}
          </Heading>
          {count !== undefined && (
            <Badge variant="outline" size="md" data-testid="tab-count">
              {count}
            </Badge>
          )}
        </HStack>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Flex>
  );
}

/** What a tab shows when it has nothing yet: a title, one sentence and, if it helps, the way to add one. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="14"
      px="6"
      bg="bg"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
    >
      <Box color="brand.accent" aria-hidden="true">
        {icon}
      </Box>
      <Heading as="h3" size="md" fontFamily="heading">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** A read that failed after its retries: say so and offer another try. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}.</Alert.Title>
        <Alert.Description>Check your connection, then try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
