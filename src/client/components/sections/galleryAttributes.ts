/**
 * The attribute of a gallery section's photos (islands/GallerySectionIsland.tsx), apart so the page's script
 * (islands/behaviours/heldPresses.ts) imports no React: on each photo's link, its place among the section's
 * photos (0 first). A photo pressed before React has the section opens the viewer's dialog at once, and the
 * script names the photo there as PENDING_PHOTO_ATTRIBUTE (features/portfolio/PhotoDialogFrame.tsx).
 */
export const GALLERY_PHOTO_ATTRIBUTE = 'data-gallery-photo';
