import { Box, Text } from '@chakra-ui/react';
import { useMessages } from '../../i18n/useMessages';

/** Says what the asterisk on a label (FormField's) means. */
export function RequiredNote() {
  const { before, after } = useMessages().contact.requiredNote;
  return (
    <Text color="fg.muted" fontSize="sm">
      {before}
      <Box as="span" color="fg.error">
        *
      </Box>
      {after}
    </Text>
  );
}
