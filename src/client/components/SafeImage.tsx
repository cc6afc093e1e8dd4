import { Image, type ImageProps } from '@chakra-ui/react';
import { type CSSProperties, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { responsiveSrcSet } from '../../common/images/responsive';

import { usePhotoColour } from './photoColours';
import { PLACEHOLDER_IMAGE } from './placeholderImage';

export { PLACEHOLDER_IMAGE };

interface SafeImageProps extends ImageProps {
  /**
   * The image's rendered width per layout (the `sizes` attribute). Given, our own photos get a `srcset` of
   * server-resized widths, so phones download phone-sized files.
   */
  sizes?: string;
}

/**
 * A photo's colour, painted until its bytes arrive: as it is on a light page; on a dark one mostly the page's own
 * dark (a pale wall or sky would otherwise glare as a light box while the photos load).
 */
const PLACEHOLDER_COLOUR = {
  backgroundColor: 'var(--photo-colour)',
  _dark: { backgroundColor: 'color-mix(in srgb, var(--photo-colour) 40%, var(--chakra-colors-bg))' },
} as const;

/**
 * An image that swaps itself for the placeholder when it fails to load, and says so in the console. A lazy one
 * of our photos is painted in the photo's dominant colour until its bytes arrive (an inline custom property read
 * by the image's own style rule: a rule per photo would grow the page's stylesheet), over the box of its final size its
 * caller gives it.
 */
export function SafeImage({ src, onError, sizes, style, ...props }: SafeImageProps) {
  const colour = usePhotoColour(props.loading === 'lazy' ? src : null);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const fail = () => {
    if (failed) return;
    console.error(`Image failed to load: ${src}`);
    setFailed(true);
  };
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    fail();
    onError?.(event);
  };
  // A server-rendered image can fail before React is there to hear its error event: check once on mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state at hydration matters here.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src') !== PLACEHOLDER_IMAGE)
      fail();
  }, []);
  const shown = failed || !src ? PLACEHOLDER_IMAGE : src;
  const srcSet = sizes && shown !== PLACEHOLDER_IMAGE ? responsiveSrcSet(shown) : undefined;
  return (
    <Image
      ref={image}
      {...props}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      {...(colour && { css: PLACEHOLDER_COLOUR })}
      style={colour ? ({ '--photo-colour': colour, ...style } as CSSProperties) : style}
      src={shown}
      onError={handleError}
    />
  );
}
