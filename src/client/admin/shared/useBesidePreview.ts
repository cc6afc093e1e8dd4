import { useLayoutEffect, useState } from 'react';
import { usePreviewPlace, useWideScreen } from '../preview/previewPlace';

/** The space kept between the docked dialog and the screen's top and bottom edges. */
const EDGE_PX = 16;

interface Column {
  left: number;
  width: number;
}

/**
 * Where a dialog goes in a tab with a live preview on a wide screen: over the tab's form column, full height,
 * so the preview beside it stays in view while the owner types (docs/product.md, Live preview). Null elsewhere
 * (a tab with no preview, a narrow screen): the dialog is centred, or full screen on a phone.
 * Decided at render (modal or not cannot change once open); the column is measured before the first paint.
 */
export function useBesidePreview(open: boolean) {
  const place = usePreviewPlace();
  const wide = useWideScreen();
  const beside = !!place && wide;
  const [column, setColumn] = useState<Column | null>(null);

  useLayoutEffect(() => {
    if (!open || !beside) return;
    const measure = () => {
      const box = place?.formColumn.current?.getBoundingClientRect();
      if (box) setColumn({ left: box.left, width: box.width });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, beside, place]);

  if (!beside) return null;
  const { left, width } = column ?? { left: EDGE_PX, width: window.innerWidth / 2 - EDGE_PX };
  return {
    positioner: {
      justifyContent: 'flex-start',
      alignItems: 'flex-start',
      css: {
        '& > [data-part="content"]': {
          marginInlineStart: `${left}px`,
          marginInlineEnd: 0,
          marginBlock: `${EDGE_PX}px`,
          width: `${width}px`,
          maxWidth: `${width}px`,
          maxHeight: `calc(100dvh - ${2 * EDGE_PX}px)`,
          boxShadow: 'lg',
        },
      },
    },
  };
}
