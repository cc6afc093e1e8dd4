import { Box, HStack, IconButton, Image, Progress, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { UploadItem } from './useImageUploads';

/** The photos on their way: each with its progress, or why it failed and a button to dismiss it. */
export function UploadProgressList({
  items,
  onDismiss,
}: {
  items: UploadItem[];
  onDismiss: (id: string) => void;
}) {
  return (
    <Box as="ul" mt="3" aria-label="Uploads" listStyleType="none">
      {items.map((item) => (
        <HStack as="li" key={item.id} gap="3" py="2" data-upload-state={item.state}>
          <Image src={item.preview} alt="" boxSize="10" objectFit="cover" borderRadius="sm" />
          <Box flex="1" minW="0">
            <Text fontSize="sm" truncate>
              {item.name}
            </Text>
            {item.state === 'error' ? (
              <Text fontSize="xs" color="fg.error">
                {item.message}
              </Text>
            ) : (
              <Progress.Root value={item.percent} size="xs" aria-label={`Uploading ${item.name}`}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
          </Box>
          <Text fontSize="xs" w="10" textAlign="right">
            {item.state === 'error' ? '' : `${item.percent}%`}
          </Text>
          {item.state === 'error' && (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Dismiss ${item.name}`}
              onClick={() => onDismiss(item.id)}
            >
              <X />
            </IconButton>
          )}
        </HStack>
      ))}
    </Box>
  );
}
