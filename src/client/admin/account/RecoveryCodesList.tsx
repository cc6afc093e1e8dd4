import { Alert, Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Copy, Download } from 'lucide-react';
import { toaster } from '../../components/toastStore';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): to copy, download or write down.
 * Each signs in once instead of a passkey or authenticator code.
 */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toaster.create({ type: 'success', title: 'Recovery codes copied' }),
      () =>
        toaster.create({ type: 'error', title: 'Could not copy: select the codes and copy them instead' }),
    );
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'admin-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Box data-testid="recovery-codes">
      <Alert.Root status="warning" mb="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Save these recovery codes now</Alert.Title>
          <Alert.Description>
            They are shown only this once. Each one signs you in once if your passkey or phone is lost. Copy
            them into your password manager or save the file somewhere other than this phone (your e-mail,
            your computer, or printed).
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid
        as="ol"
        columns={{ base: 1, sm: 2 }}
        gap="2"
        listStyleType="none"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <Text
            as="li"
            key={code}
            fontFamily="mono"
            fontSize="md"
            bg="bg.muted"
            px="3"
            py="1.5"
            borderRadius="md"
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <HStack mt="3" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" /> Copy
        </Button>
        <Button size="sm" variant="outline" onClick={download}>
          <Download size={16} aria-hidden="true" /> Download
        </Button>
      </HStack>
    </Box>
  );
}
