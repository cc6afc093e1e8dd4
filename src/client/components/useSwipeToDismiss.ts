import { type PointerEvent, useRef, useState } from 'react';
import { LIMITS } from '../../common/constants';

/**
 * docs/product.md, Notifications: a toast dragged (finger or mouse) at least 50 px to the right is dismissed;
 * a shorter drag springs back. Returns the props for the toast's root: pointer handlers and the offset while
 * it is dragged. A press on one of its buttons (the close button) is left alone.
 */
export function useSwipeToDismiss(dismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const release = () => {
    startX.current = null;
    setOffset(0);
  };
  return {
    style: offset > 0 ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined,
    // Vertical moves still scroll the page; horizontal ones are the swipe.
    touchAction: 'pan-y',
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      startX.current = event.clientX;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const swiped = startX.current !== null && event.clientX - startX.current >= LIMITS.toastSwipeDismissPx;
      release();
      if (swiped) dismiss();
    },
    onPointerCancel: release,
  };
}
