/** What a photo that cannot be loaded shows instead. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
