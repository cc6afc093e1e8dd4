import { Box } from '@chakra-ui/react';
import { SafeImage } from './SafeImage';

interface HeroBackdropProps {
  /** Omitted while the settings that name the photo are loading, so no default flashes in first. */
  src?: string;
  gradient: string;
  width?: number;
  height?: number;
  /**
   * The band's least height, a CSS length such as `100vh - 64px`. The photo covers the band, so on a tall
   * phone screen it is drawn several times wider than the screen; the browser must know to pick a sharp file.
   */
  minHeight?: string;
}

/**
 * The full-bleed photo behind a page's opening band (its largest image: eager, high priority) under a
 * dark gradient that keeps the white text readable. The parent is `position: relative`.
 */
export function HeroBackdrop({ src, gradient, width = 1920, height = 900, minHeight }: HeroBackdropProps) {
  // `width / height` is the photo's usual shape: an uploaded photo of another shape is drawn about as wide.
  const sizes = minHeight ? `max(100vw, (${minHeight}) * ${(width / height).toFixed(3)})` : '100vw';
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
          sizes={sizes}
        />
      )}
      <Box aria-hidden="true" position="absolute" inset="0" bgImage={gradient} />
    </>
  );
}
