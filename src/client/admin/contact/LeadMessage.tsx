import { Text } from '@chakra-ui/react';

/** A lead's message as the visitor wrote it, line breaks kept, on its card and on its own page. */
export function LeadMessage({ message }: { message: string }) {
  return (
    <Text
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      lineHeight="tall"
      bg="brand.muted"
      borderRadius="md"
      p="4"
      data-testid="contact-message"
    >
      {message}
    </Text>
  );
}
