import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import { trpc } from '../../trpc';

/**
 * "Send test alert": one e-mail and one push through the saved settings, and what each really did, in the
 * server's words (the mail server's answer or its refusal; how many devices took the push).
 */
export function AlertsTest() {
  const test = trpc.admin.alerts.sendTest.useMutation();
  const results = test.data ? [test.data.email, test.data.push] : [];
  return (
    <Stack gap="3">
      <Button alignSelf="start" variant="outline" onClick={() => test.mutate()} loading={test.isPending}>
        <Send size={16} aria-hidden="true" /> Send test alert
      </Button>
      <Stack
        as="ul"
        gap="1.5"
        listStyleType="none"
        role="status"
        aria-label="Test alert result"
        fontSize="sm"
      >
        {test.isError && (
          <Text as="li" color="fg.error">
            {test.error.message}
          </Text>
        )}
        {results.map((result) => (
          <HStack as="li" key={result.detail} align="start" gap="2" color={result.ok ? 'fg' : 'fg.error'}>
            <Box as="span" color={result.ok ? 'fg.success' : 'fg.error'} flexShrink="0" mt="0.5">
              {result.ok ? (
                <CircleCheck size={16} aria-label="Sent" />
              ) : (
                <CircleX size={16} aria-label="Not sent" />
              )}
            </Box>
            <Text overflowWrap="anywhere">{result.detail}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
