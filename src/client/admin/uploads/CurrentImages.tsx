import { Badge, Box, HStack, IconButton, SimpleGrid } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { SafeImage } from '../../components/SafeImage';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The field's images as thumbnails, each removable and, in a list, movable; the first of a list is its cover. */
export function CurrentImages({
  label,
  value,
  single,
  onChange,
}: {
  label: string;
  value: string[];
  single: boolean;
  onChange: (value: string[]) => void;
}) {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 2, sm: 3, md: 4 }}
      gap="3"
      mt="3"
      aria-label={`${label}: current images`}
      listStyleType="none"
    >
      {value.map((url, index) => (
        <Box as="li" key={url} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
          <SafeImage
            src={url}
            alt={`${label} ${index + 1}`}
            // 2 to 4 columns of an admin form: a small variant is plenty.
            sizes="(min-width: 768px) 240px, 50vw"
            aspectRatio="4/3"
            objectFit="cover"
            w="full"
          />
          {index === 0 && !single && (
            <Badge position="absolute" top="1" left="1" colorPalette="yellow">
              Cover
            </Badge>
          )}
          <HStack justify="center" gap="1" p="1">
            {!single && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move image ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => onChange(move(value, index, index - 1))}
              >
                <ArrowLeft />
              </IconButton>
            )}
            {!single && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move image ${index + 1} later`}
                disabled={index === value.length - 1}
                onClick={() => onChange(move(value, index, index + 1))}
              >
                <ArrowRight />
              </IconButton>
            )}
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 />
            </IconButton>
          </HStack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
