/** The admin panel's live preview of a public page (src/server/http/preview.ts). */
export const PREVIEW_PATH = '/admin/preview';

export const PREVIEW_THEMES = ['light', 'dark'] as const;

/** On the previewed page's <html>: the colour mode the admin panel chose (theme-init.js reads it too). */
export const PREVIEW_THEME_ATTRIBUTE = 'data-preview-theme';
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];

/**
 * On the answer to an admin write that changed no public page (its procedure invalidates no data tag: an upload
 * link handed out, an alert setting, a redirect): the live preview has nothing new to show, so it is not reloaded.
 */
export const PUBLIC_PAGES_UNCHANGED_HEADER = 'x-public-pages-unchanged';

/** The preview URL of a public page path (which may carry its query, e.g. the wildfire community). */
export const previewUrlOf = (path: string, theme: PreviewTheme, version = 0) =>
  `${PREVIEW_PATH}?${new URLSearchParams({ path, theme, v: String(version) })}`;

/**
 * In preview mode only, on the element whose text is an editable field: `setting:<key>`, `section:<id>:<field>`,
 * `project:<id>:<field>`, `testimonial:<id>:<field>` (server/ssr/edit-marks.ts). A click on it in the preview
 * focuses that field in the panel.
 */
export const PREVIEW_EDIT_ATTRIBUTE = 'data-edit';

/**
 * The characters a text shows: the live preview marks edited words with private-use characters (server/ssr/
 * edit-marks.ts, removed before the page is sent). A size estimated from a text's length must not count them, or
 * the preview would be laid out unlike the page.
 */
export const visibleLength = (text: string) => text.replace(/[\uE000-\uF8FF]/g, '').length;
