import { Box } from '@chakra-ui/react';
import { SafeImage } from './SafeImage';

interface HeroBackdropProps {
  /** Omitted while the settings that name the photo are loading, so no default flashes in first. */
  src?: string;
  gradient: string;
  width?: number;
  height?: number;
}

/**
 * The full-bleed photo behind a page's opening band (its largest image: eager, high priority) under a
 * dark gradient that keeps the white text readable. The parent is `position: relative`.
 */
export function HeroBackdrop({ src, gradient, width = 1920, height = 900 }: HeroBackdropProps) {
  return (
    <>
      {src && (
        <SafeImage
          src={src}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          htmlWidth={width}
          htmlHeight={height}
          loading="eager"
          fetchPriority="high"
        />
      )}
      <Box aria-hidden="true" position="absolute" inset="0" bgImage={gradient} />
    </>
  );
}
