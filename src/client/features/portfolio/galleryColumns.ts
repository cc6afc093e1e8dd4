/** The project grid's columns at base, sm and lg (GalleryProjectCard's image sizes follow them). */
export const GALLERY_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;
