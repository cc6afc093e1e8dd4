import { Box, CloseButton, Container, Heading, useSlotRecipe } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { NATIVE_DIALOG_RESET } from '../../components/dialogCommand';

/**
 * Set on a viewer's dialog by the page's script (behaviours/heldPresses.ts, as `dataset.pendingPhoto`) when a
 * gallery section's photo is pressed before React has the section: the photo's place, for React to show.
 */
export const PENDING_PHOTO_ATTRIBUTE = 'data-pending-photo';

/**
 * The full-screen frame of a photo viewer's dialog (a project's quick view, a gallery section's photos): the
 * browser's own modal <dialog>, opened by the page before React has it (an invoker command, or the page's
 * script). The browser traps focus in it, closes it on Escape or its close button (a dialog form), and gives
 * focus back to what opened it; the page under it does not scroll (the global `:modal` rule, theme/system.ts).
 * Its heading is `<id>-title`. Opened by the page's script before React knows which photo to show (a gallery
 * section's photo pressed early: PENDING_PHOTO_ATTRIBUTE), its body stays blank until React shows that photo.
 */
export function PhotoDialogFrame({
  id,
  closeLabel,
  attributes,
  onClose,
  onKeyDown,
  eyebrow,
  title,
  details,
  bodyTestId,
  children,
}: {
  id: string;
  closeLabel: string;
  /** More attributes of the <dialog> element (plain ones: Chakra is not in between). */
  attributes?: Record<string, string>;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Above the heading (a project's category). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** Under the heading (a project's city and size). */
  details?: ReactNode;
  bodyTestId: string;
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ key: 'dialog' })({
    size: 'full',
    scrollBehavior: 'inside',
    motionPreset: 'slide-in-bottom',
  });
  return (
    <Box
      asChild
      css={{
        ...styles.content,
        ...NATIVE_DIALOG_RESET,
        position: 'fixed',
        inset: '0',
        width: '100%',
        height: '100dvh',
        maxWidth: '100dvw',
        maxHeight: '100dvh',
        bg: 'bg',
        [`&[${PENDING_PHOTO_ATTRIBUTE}] > [data-viewer-body]`]: { visibility: 'hidden' },
      }}
    >
      <dialog id={id} aria-labelledby={`${id}-title`} {...attributes} onClose={onClose} onKeyDown={onKeyDown}>
        {/* First, so the browser gives it the focus on opening (not the scrolling body around the photos). */}
        <form method="dialog">
          <CloseButton
            type="submit"
            size="md"
            aria-label={closeLabel}
            css={styles.closeTrigger}
            top="4"
            insetEnd="4"
            // Above the header after it (its container is positioned too).
            zIndex="1"
          />
        </form>
        <Box css={styles.header} borderBottomWidth="1px" borderColor="border.muted" py="4">
          <Container maxW="7xl" px={{ base: '0', md: '4' }} pe="12">
            {eyebrow}
            <Heading
              as="h2"
              id={`${id}-title`}
              css={styles.title}
              fontFamily="heading"
              fontSize={{ base: '2xl', md: '4xl' }}
              lineHeight="short"
              overflowWrap="anywhere"
            >
              {title}
            </Heading>
            {details}
          </Container>
        </Box>
        <Box css={styles.body} data-viewer-body="" data-testid={bodyTestId} py={{ base: '6', md: '10' }}>
          {children}
        </Box>
      </dialog>
    </Box>
  );
}
