import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { type MouseEvent, useLayoutEffect } from 'react';
import { focusPosition, type PhotoDetail } from '../../common/schemas/portfolio';
import { type PhotoColourMap, PhotoColoursProvider } from '../components/photoColours';
import { SafeImage } from '../components/SafeImage';
import { GALLERY_PHOTO_ATTRIBUTE } from '../components/sections/galleryAttributes';
import { PENDING_PHOTO_ATTRIBUTE, PhotoDialogFrame } from '../features/portfolio/PhotoDialogFrame';
import { ProjectImageViewer } from '../features/portfolio/ProjectImageViewer';
import { ProjectThumbnails } from '../features/portfolio/ProjectThumbnails';
import { usePhotoSteps } from '../features/portfolio/usePhotoSteps';
import { useMessages } from '../i18n/useMessages';

/** 1, 2 and 3 columns (1rem gaps) at base, sm and md in the 6xl container. */
const GALLERY_IMAGE_SIZES =
  '(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), ' +
  '(min-width: 768px) calc((100vw - 80px) / 3), (min-width: 480px) calc((100vw - 48px) / 2), calc(100vw - 32px)';

/** The viewer in its dialog: the body's 1.5rem padding, the 5xl container (1rem padding from md). */
const VIEWER_SIZES = '(min-width: 1072px) 992px, (min-width: 768px) calc(100vw - 80px), calc(100vw - 48px)';

interface GallerySectionIslandProps {
  /** The section's id: its viewer's dialog is `gallery-<id>`. */
  sectionId: number;
  /** The section's title: the viewer's heading, and the name of a photo the owner has not described. */
  title: string;
  photos: string[];
  /** One per photo, same order. */
  details: PhotoDetail[];
  /** The placeholder colours of these photos (components/photoColours.ts). */
  colours: PhotoColourMap;
}

/** A press that opens the link elsewhere (a new tab or window) is the browser's, not the viewer's. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A gallery section's photos: a grid where each photo is a link to the full image (what a
 * reader without JavaScript gets), which opens it in the portfolio's photo viewer instead: full screen, swipe
 * and pinch-zoom on a phone, the arrow keys, Escape closing it and focus going back to the photo. The dialog is
 * in the page from the server render on; a photo pressed before React has the island opens it at once by the
 * page's script (behaviours/heldPresses.ts), which names the photo for React to show (PENDING_PHOTO_ATTRIBUTE).
 */
export default function GallerySectionIsland({ colours, ...props }: GallerySectionIslandProps) {
  return (
    <PhotoColoursProvider value={colours}>
      <GalleryPhotos {...props} />
    </PhotoColoursProvider>
  );
}

function GalleryPhotos({ sectionId, title, photos, details }: Omit<GallerySectionIslandProps, 'colours'>) {
  const m = useMessages().photoViewer;
  const dialogId = `gallery-${sectionId}`;
  const count = photos.length;
  const { index, setIndex, step, onKeyDown } = usePhotoSteps(count);

  // Before the first paint after hydration: the photo pressed while the island slept replaces the first one.
  useLayoutEffect(() => {
    const dialog = document.getElementById(dialogId);
    const pending = dialog?.getAttribute(PENDING_PHOTO_ATTRIBUTE);
    if (!(dialog instanceof HTMLDialogElement) || pending == null) return;
    if (dialog.open) setIndex(Math.max(0, Number(pending) || 0));
    dialog.removeAttribute(PENDING_PHOTO_ATTRIBUTE);
  }, [dialogId, setIndex]);

  const open = (position: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    setIndex(position);
    // React shows this photo: a mark the page's script left for it (a press that came as React took the
    // island, before the island was marked hydrated) would keep the viewer's body hidden.
    dialog.removeAttribute(PENDING_PHOTO_ATTRIBUTE);
    if (!dialog.open) dialog.showModal();
  };

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {photos.map((photo, position) => {
          const detail = details[position];
          return (
            <Box as="li" key={photo}>
              <Box asChild display="block" borderRadius="md" overflow="hidden" bg="bg.muted" cursor="zoom-in">
                <a
                  href={photo}
                  aria-haspopup="dialog"
                  aria-controls={dialogId}
                  // Its ring just inside its edge: the section skips painting until near (content-visibility).
                  data-focus-inside=""
                  {...{ [GALLERY_PHOTO_ATTRIBUTE]: String(position) }}
                  onClick={open(position)}
                >
                  <SafeImage
                    src={photo}
                    // The owner's alt text (or the section's title), then its place among the photos.
                    alt={m.photoOf(detail?.alt.trim() || title, position + 1, count)}
                    loading="lazy"
                    sizes={GALLERY_IMAGE_SIZES}
                    aspectRatio="4/3"
                    objectFit="cover"
                    objectPosition={detail ? focusPosition(detail) : undefined}
                    w="full"
                  />
                </a>
              </Box>
              {detail?.caption && (
                <Text mt="2" color="fg.muted" fontSize="sm">
                  {detail.caption}
                </Text>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
      <PhotoDialogFrame
        id={dialogId}
        closeLabel={m.closePhotos}
        onClose={() => setIndex(0)}
        onKeyDown={onKeyDown}
        title={title}
        bodyTestId="gallery-dialog-body"
      >
        <Container maxW="5xl" px={{ base: '0', md: '4' }}>
          <ProjectImageViewer
            title={title}
            images={photos}
            details={details}
            index={index}
            onStep={step}
            sizes={VIEWER_SIZES}
          />
          {count > 1 && (
            <ProjectThumbnails
              headingId={`${dialogId}-gallery`}
              title={title}
              images={photos}
              details={details}
              index={index}
              onSelect={setIndex}
            />
          )}
        </Container>
      </PhotoDialogFrame>
    </>
  );
}
