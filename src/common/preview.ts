/** The admin panel's live preview of a public page (src/server/http/preview.ts). */
export const PREVIEW_PATH = '/admin/preview';

export const PREVIEW_THEMES = ['light', 'dark'] as const;
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];

/** The preview URL of a public page path (which may carry its query, e.g. the wildfire community). */
export const previewUrlOf = (path: string, theme: PreviewTheme, version = 0) =>
  `${PREVIEW_PATH}?${new URLSearchParams({ path, theme, v: String(version) })}`;
