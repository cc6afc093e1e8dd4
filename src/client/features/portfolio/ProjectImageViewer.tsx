import { Box, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { focusPosition, type ProjectPhotoDetail } from '../../../common/schemas/portfolio';
import { SafeImage } from '../../components/SafeImage';
import { useMessages } from '../../i18n/useMessages';
import { photoAlt } from './projectImages';
import { usePhotoGestures } from './usePhotoGestures';

const arrowStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  borderRadius: 'full',
  bg: 'rgba(255,255,255,0.92)',
  color: '#0b0b0c',
  boxShadow: 'md',
  _hover: { bg: 'white' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.accent', outlineOffset: '2px' },
} as const;

/**
 * The viewer column of the full-screen dialog: its body (1.5rem padding) and the 7xl container (no padding on
 * phones, 1rem from md), two thirds of it beside the description from lg (2.5rem gap).
 */
export const VIEWER_IMAGE_SIZES =
  '(min-width: 1328px) 805px, (min-width: 1024px) calc((100vw - 120px) * 2 / 3), ' +
  '(min-width: 768px) calc(100vw - 80px), calc(100vw - 48px)';

/**
 * The large photo with previous/next arrows and the "n / total" counter, its alt text and caption the owner's
 * cropped about its focal point; on a phone, swipe to step and pinch to zoom (usePhotoGestures).
 */
export function ProjectImageViewer({
  title,
  images,
  details,
  index,
  onStep,
  sizes = VIEWER_IMAGE_SIZES,
}: {
  title: string;
  images: string[];
  details: readonly ProjectPhotoDetail[];
  index: number;
  onStep: (delta: number) => void;
  /** The photo's rendered width per layout, when its dialog is laid out otherwise than a project's. */
  sizes?: string;
}) {
  const m = useMessages().photoViewer;
  const several = images.length > 1;
  const detail = details[index];
  const gestures = usePhotoGestures((delta) => {
    gestures.reset();
    onStep(delta);
  });
  const step = (delta: number) => {
    gestures.reset();
    onStep(delta);
  };
  return (
    <Box as="figure">
      <Box
        position="relative"
        borderRadius="xl"
        overflow="hidden"
        bg="#0b0b0c"
        aspectRatio={{ base: '4/3', md: '3/2' }}
        data-testid="photo-viewer"
        {...gestures.handlers}
      >
        <SafeImage
          // A new key per photo, so one broken photo does not leave the placeholder on the next.
          key={images[index]}
          src={images[index]}
          alt={photoAlt(detail, title, index, images.length, m.photoOf)}
          // Every project's dialog is in the page, closed: a photo loads once its dialog shows it.
          loading="lazy"
          fetchPriority="high"
          sizes={sizes}
          w="full"
          h="full"
          objectFit="cover"
          objectPosition={detail ? focusPosition(detail) : undefined}
          style={gestures.imageStyle}
          _motionReduce={{ transition: 'none' }}
        />
        {several && (
          <>
            <IconButton aria-label={m.previous} onClick={() => step(-1)} left="3" size="md" {...arrowStyle}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label={m.next} onClick={() => step(1)} right="3" size="md" {...arrowStyle}>
              <ChevronRight />
            </IconButton>
          </>
        )}
        <Text
          data-testid="image-counter"
          aria-live="polite"
          position="absolute"
          bottom="3"
          right="3"
          px="3"
          py="1"
          borderRadius="full"
          bg="rgba(0,0,0,0.72)"
          color="white"
          fontSize="sm"
          fontWeight="medium"
          fontVariantNumeric="tabular-nums"
        >
          {index + 1} / {images.length}
        </Text>
      </Box>
      {detail?.caption && (
        <Text as="figcaption" mt="3" color="fg.muted" fontSize="sm">
          {detail.caption}
        </Text>
      )}
    </Box>
  );
}
