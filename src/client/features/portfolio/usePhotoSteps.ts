import { type KeyboardEvent, useCallback, useState } from 'react';
import { photoWithin, steppedPhoto } from './projectImages';

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/**
 * Which photo of `count` a viewer shows (ProjectImageViewer), the steps between them wrapping at both ends, and
 * the arrow keys that take them: one behaviour for a project's dialog and a gallery section's.
 */
export function usePhotoSteps(count: number) {
  const [chosen, setIndex] = useState(0);
  // The photos may be fewer by now (read again when the visitor comes back): keep within them.
  const index = photoWithin(chosen, count);
  const step = useCallback(
    (delta: number) => setIndex((current) => steppedPhoto(current, delta, count)),
    [count],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const delta = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0;
    if (delta === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    // A field's own arrows (a before/after divider's range input) are its own.
    if (event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    step(delta);
  };
  return { index, setIndex, step, onKeyDown };
}
