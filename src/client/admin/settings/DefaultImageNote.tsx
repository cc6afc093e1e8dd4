import { HStack, Text } from '@chakra-ui/react';
import { SafeImage } from '../../components/SafeImage';

/**
 * What an empty image setting means: the built-in image, shown small so the owner sees which photo the
 * site uses until they upload their own (the image counterpart of a text field's placeholder).
 */
export function DefaultImageNote({ src, label }: { src: string; label: string }) {
  return (
    <HStack gap="3" mt="3" data-testid="default-image">
      <SafeImage
        src={src}
        alt={`Built-in ${label.toLowerCase()}`}
        w="20"
        sizes="80px"
        aspectRatio="4/3"
        objectFit="contain"
        bg="bg.muted"
        borderRadius="md"
        borderWidth="1px"
        loading="lazy"
      />
      <Text fontSize="sm" color="fg.muted">
        Using the built-in image. Upload one to replace it.
      </Text>
    </HStack>
  );
}
