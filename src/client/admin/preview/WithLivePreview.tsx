import { Box, Button } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { LivePreview, NARROW_FRAME_HEIGHT_PX, type PreviewPage } from './LivePreview';
import { usePreviewHidden } from './previewHidden';
import { PreviewPlaceContext, useWideScreen } from './previewPlace';

/** Room for the open narrow preview above a field scrolled to: the frame, its controls and the switch. */
const UNDER_PREVIEW = { scrollMarginTop: `${NARROW_FRAME_HEIGHT_PX + 160}px` } as const;

/**
 * A tab's form beside its live preview on wide screens (lg and up), unless the owner hid it there with its
 * "Preview" switch (remembered on the device: previewHidden.ts); on narrower ones the preview sits above the
 * form behind that switch, at phone width, and is not loaded until it is opened; the toggle and the open
 * preview stay at the top of the screen while the owner scrolls to a field and types. Dialogs opened in the tab
 * learn of the preview from PreviewPlaceContext (docked beside it, or with their own "Preview" switch).
 */
export function WithLivePreview({
  pages,
  editing,
  children,
}: {
  pages: readonly PreviewPage[];
  /** The path of the page the tab's sub-tab edits, when it has sub-tabs. */
  editing?: string | undefined;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [hiddenWide, setHiddenWide] = usePreviewHidden();
  const wide = useWideScreen();
  // Beside the form: a wide screen whose owner has not hidden it.
  const beside = wide && !hiddenWide;
  const shown = wide ? beside : open;
  const formColumn = useRef<HTMLDivElement>(null);
  const place = useMemo(() => ({ pages, editing, formColumn }), [pages, editing]);
  return (
    // A dialog docks beside the preview only while the preview is there (wide and not hidden) or can be opened
    // (narrow, its own switch): hidden on a wide screen, dialogs open over the page as anywhere else.
    <PreviewPlaceContext.Provider value={wide && hiddenWide ? null : place}>
      <Box
        display="grid"
        gridTemplateColumns={{
          base: 'minmax(0, 1fr)',
          lg: beside ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        }}
        gap="6"
        alignItems="start"
      >
        {/* Narrow: the switch, and the open preview under it, stay at the top while the form scrolls under them. */}
        <Box
          gridColumn={{ lg: beside ? '2' : '1' }}
          gridRow={{ lg: '1' }}
          position={{ base: 'sticky', lg: beside ? 'sticky' : 'static' }}
          top={{ base: '0', lg: '4' }}
          zIndex={{ base: 'sticky', lg: 'auto' }}
          // Tells the toasts (components/ToastList) to keep off the top of a phone's screen.
          data-narrow-preview={open && !wide ? 'open' : undefined}
          bg={{ base: 'brand.muted', lg: 'transparent' }}
          py={{ base: '2', lg: '0' }}
        >
          <Box textAlign={{ lg: 'end' }} mb={{ lg: beside ? '2' : '0' }}>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={shown}
              onClick={() => (wide ? setHiddenWide(!hiddenWide) : setOpen(!open))}
            >
              {shown ? <EyeOff /> : <Eye />} Preview
            </Button>
          </Box>
          <Box display={shown ? 'block' : 'none'} mt={{ base: '2', lg: '0' }}>
            {shown && (
              <LivePreview
                pages={pages}
                editing={editing}
                device={wide ? 'desktop' : 'phone'}
                height={wide ? undefined : NARROW_FRAME_HEIGHT_PX}
              />
            )}
          </Box>
        </Box>
        <Box
          ref={formColumn}
          minW="0"
          gridColumn={{ lg: '1' }}
          gridRow={{ lg: beside ? '1' : '2' }}
          // A field reached by Tab is scrolled to below the open preview, not under it.
          css={
            open && !wide ? { '& :is(input, textarea, select, [contenteditable])': UNDER_PREVIEW } : undefined
          }
        >
          {children}
        </Box>
      </Box>
    </PreviewPlaceContext.Provider>
  );
}
