import { CloseButton, Dialog, Flex, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { leadPhotoUrl } from '../../../common/leads/report';

/** A visitor's photo described for those who cannot see it: where it stands among those sent. */
export const leadPhotoAlt = (index: number, count: number) =>
  `Photo ${index + 1} of ${count} sent with this request`;

/**
 * The visitor's photos full screen, one at a time (a burned lot's photos are read in detail on a phone): previous
 * and next, the arrow keys, and where it stands ("2 of 3"). Closing puts focus back on the photo pressed.
 */
export function LeadPhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: ReadonlyArray<{ id: string }>;
  /** The photo shown; null when closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const count = photos.length;
  const shown = index === null ? null : photos[index];
  const step = (delta: number) => index !== null && onIndex((index + delta + count) % count);
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(details) => !details.open && onClose()} size="full">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="#0b0b0c"
            color="white"
            data-testid="lead-photo-viewer"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') step(1);
              if (event.key === 'ArrowLeft') step(-1);
            }}
          >
            <Dialog.Header>
              <Dialog.Title fontSize="md">
                Photo {(index ?? 0) + 1} of {count}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="2">
              {shown && (
                <Image
                  src={leadPhotoUrl(shown.id)}
                  alt={leadPhotoAlt(index ?? 0, count)}
                  maxW="full"
                  maxH="calc(100dvh - 10rem)"
                  objectFit="contain"
                />
              )}
            </Dialog.Body>
            {count > 1 && (
              <Flex justify="space-between" align="center" p="4" gap="4">
                <IconButton
                  aria-label="Previous photo"
                  variant="outline"
                  color="white"
                  onClick={() => step(-1)}
                >
                  <ChevronLeft aria-hidden="true" />
                </IconButton>
                <Text fontSize="sm">
                  {(index ?? 0) + 1} / {count}
                </Text>
                <IconButton aria-label="Next photo" variant="outline" color="white" onClick={() => step(1)}>
                  <ChevronRight aria-hidden="true" />
                </IconButton>
              </Flex>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" color="white" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
