import { Box, Text } from '@chakra-ui/react';

/** Says what the asterisk on a label (FormField's) means. */
export function RequiredNote() {
  return (
    <Text color="fg.muted" fontSize="sm">
      Required fields are marked with an asterisk (
      <Box as="span" color="fg.error">
        *
      </Box>
      ).
    </Text>
  );
}
