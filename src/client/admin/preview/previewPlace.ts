import { createContext, type RefObject, useContext, useSyncExternalStore } from 'react';
import type { PreviewPage } from './LivePreview';

/**
 * Where a tab shows its live preview (preview/WithLivePreview.tsx), for what opens over the tab: a dialog
 * docks over the form column, beside the preview, on a wide screen, and offers a "Preview" switch on a narrow one.
 */
export interface PreviewPlace {
  pages: readonly PreviewPage[];
  editing?: string | undefined;
  /** The tab's form column: a dialog beside the preview covers it and nothing else. */
  formColumn: RefObject<HTMLDivElement | null>;
}

export const PreviewPlaceContext = createContext<PreviewPlace | null>(null);

/** The tab's preview, or null when the tab has none. */
export const usePreviewPlace = () => useContext(PreviewPlaceContext);

/** Chakra's `lg` breakpoint: from here the preview sits beside the form (and beside a dialog). */
const WIDE_SCREEN = '(min-width: 64em)';

/** Whether the screen is wide enough for the preview beside the form, followed as the window resizes. */
export function useWideScreen() {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE_SCREEN);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => true,
  );
}

/** The attribute on the preview's panel: a press there is not a press beside a dialog (shared/FormDialog). */
export const LIVE_PREVIEW_ATTRIBUTE = 'data-live-preview';
