import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { ImageIcon } from 'lucide-react';
import { AREAS_AND_PHOTOS } from '../../../common/messages';

/**
 * The editor's call to describe the photos that still show a suggested description (one the site made from the
 * project when it was saved without alt text): the photos' fields below ask for each.
 */
export function DescribePhotosNudge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="describe-photos-nudge">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {AREAS_AND_PHOTOS.describePhotos}: {AREAS_AND_PHOTOS.suggestedAlts(count)}
        </Alert.Title>
        <Alert.Description>{AREAS_AND_PHOTOS.describePhotosHint}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The project list's mark of a project whose photos still show suggested descriptions; opens its editor. */
export function DescribePhotosButton({
  count,
  title,
  onClick,
}: {
  count: number;
  title: string;
  onClick: () => void;
}) {
  if (count === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="describe-photos-row-nudge">
      <Button
        size="xs"
        variant="outline"
        colorPalette="orange"
        // Starts with the visible words, so a voice command naming them finds it; the title tells rows apart.
        aria-label={`${AREAS_AND_PHOTOS.describePhotos} of ${title}`}
        onClick={onClick}
      >
        <ImageIcon size={14} aria-hidden="true" />
        {AREAS_AND_PHOTOS.describePhotos}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {AREAS_AND_PHOTOS.suggestedAlts(count)}
      </Text>
    </HStack>
  );
}
