import { type PointerEvent, useRef, useState } from 'react';

/** A horizontal drag at least this long (px) moves to the next or previous photo. */
const SWIPE_PX = 50;
const MAX_ZOOM = 4;

/**
 * Phone gestures on the viewer's photo: a swipe left or right steps through the photos, two fingers pinch-zoom
 * the photo (up to 4x, about the point between them), a double tap or a new photo zooms back out. Vertical
 * moves still scroll the dialog. Zoom is a transform only: the layout never moves.
 */
export function usePhotoGestures(onStep: (delta: number) => void) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; y: number; distance: number; zoom: number } | null>(null);
  const lastTap = useRef(0);
  const [zoom, setZoom] = useState({ scale: 1, originX: 50, originY: 50 });

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const reset = () => setZoom({ scale: 1, originX: 50, originY: 50 });

  return {
    zoomed: zoom.scale > 1,
    reset,
    imageStyle: {
      transform: `scale(${zoom.scale})`,
      transformOrigin: `${zoom.originX}% ${zoom.originY}%`,
    },
    handlers: {
      // Vertical moves scroll the dialog; horizontal ones and pinches are ours.
      style: { touchAction: zoom.scale > 1 ? 'none' : 'pan-y' },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse' || (event.target as Element).closest('button')) return;
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { x: event.clientX, y: event.clientY, distance: distance(), zoom: zoom.scale };
        if (pointers.current.size === 2) {
          const box = event.currentTarget.getBoundingClientRect();
          const [a, b] = [...pointers.current.values()];
          if (a && b)
            setZoom((old) => ({
              ...old,
              originX: (((a.x + b.x) / 2 - box.left) / box.width) * 100,
              originY: (((a.y + b.y) / 2 - box.top) / box.height) * 100,
            }));
        }
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (!pointers.current.has(event.pointerId)) return;
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        const begun = start.current;
        if (pointers.current.size === 2 && begun && begun.distance > 0) {
          const scale = Math.min(MAX_ZOOM, Math.max(1, (begun.zoom * distance()) / begun.distance));
          setZoom((old) => ({ ...old, scale }));
        }
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const begun = start.current;
        const wasPinch = pointers.current.size > 1;
        pointers.current.delete(event.pointerId);
        if (wasPinch || !begun) return;
        const dx = event.clientX - begun.x;
        const dy = event.clientY - begun.y;
        if (zoom.scale === 1 && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
          onStep(dx < 0 ? 1 : -1);
          return;
        }
        const now = event.timeStamp;
        if (Math.abs(dx) < 10 && Math.abs(dy) < 10 && now - lastTap.current < 300) reset();
        lastTap.current = now;
      },
      onPointerCancel: (event: PointerEvent<HTMLElement>) => {
        pointers.current.delete(event.pointerId);
      },
    },
  };
}
