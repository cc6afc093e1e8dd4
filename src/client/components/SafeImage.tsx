import { Image, type ImageProps } from '@chakra-ui/react';
import { type SyntheticEvent, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** An image that swaps itself for the placeholder when it fails to load (spec §8), and says so in the console. */
export function SafeImage({ src, onError, ...props }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!failed) {
      console.error(`Image failed to load: ${src}`);
      setFailed(true);
    }
    onError?.(event);
  };
  return <Image {...props} src={failed || !src ? PLACEHOLDER_IMAGE : src} onError={handleError} />;
}
