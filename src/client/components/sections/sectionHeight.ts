import { visibleLength } from '../../../common/preview';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import type { SectionType } from '../../../common/section-types';
import type { RangeHeight } from '../belowTheFold';

/** A run of text and how it is set: characters a line holds at the width, the line's height in px. */
type Setting = readonly [perLine: number, lineHeight: number];

/** Lines the text takes at `perLine` characters a line, wrapped at any character (a little short of real wrapping). */
const linesOf = (text: string | null | undefined, perLine: number) =>
  text ? Math.ceil(visibleLength(text) / perLine) : 0;

/** The blocks (paragraphs, list items, headings) of a section's HTML as plain text. */
function blocksOf(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h[1-6]|div)>/i)
    .map((block) => block.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean);
}

/** The space a body block takes beyond its lines (a paragraph's margin, a check-marked item's). */
interface Layout {
  /** Everything but the text: the frame's padding, the icon or rule, gaps, the button. */
  fixed: number;
  title: Setting;
  subtitle: Setting;
  body: Setting;
  /** Between body blocks. */
  gap: number;
}

const TITLES = {
  phone: { title: [22, 36], subtitle: [44, 26] },
  desktop: { title: [40, 43], subtitle: [80, 29] },
} as const satisfies Record<string, { title: Setting; subtitle: Setting }>;

/** Measured on the demo's sections at 390 and 1280 px (docs/page-speed.md); the other types as a content section. */
const LAYOUTS: Partial<Record<SectionType, { phone: Layout; desktop: Layout }>> = {
  banner: {
    phone: { fixed: 80, ...TITLES.phone, title: [24, 32], subtitle: [44, 24], body: [40, 24], gap: 0 },
    desktop: { fixed: 98, ...TITLES.desktop, title: [80, 32], subtitle: [130, 24], body: [130, 24], gap: 0 },
  },
  checklist: {
    phone: { fixed: 300, ...TITLES.phone, body: [40, 26], gap: 12 },
    desktop: { fixed: 352, ...TITLES.desktop, body: [100, 26], gap: 12 },
  },
  content: {
    phone: { fixed: 211, ...TITLES.phone, body: [44, 26], gap: 6 },
    desktop: { fixed: 276, ...TITLES.desktop, body: [95, 26], gap: 6 },
  },
};

/**
 * A content section's text beside its photo from md, in a column `width` px wide: half the frame less the gap
 * (ContentSection's image sizes), the type's characters a line at its average width (title, subtitle, body).
 */
const besidePhoto = (width: number): Layout => ({
  fixed: 276,
  title: [Math.floor(width / 18), 43],
  subtitle: [Math.floor(width / 8.5), 29],
  body: [Math.floor(width / 8), 26],
  gap: 6,
});
/** The column's width at a viewport's (ContentSection's image sizes): 50vw less 44 px, less 52 from lg, 524 at most. */
const columnAt = (viewport: number) => Math.min(524, viewport / 2 - (viewport < 1024 ? 44 : 52));
/** The photo under the text on a phone (358 px wide, 4:3, after a 40 px gap). */
const PHOTO_BELOW = 308;

/** Text and photo side by side at a viewport's width: the taller of the two, in the frame's padding (2 x 96 px). */
function besidePhotoAt(section: PageSectionRecord, viewport: number): number {
  const width = columnAt(viewport);
  return Math.max(heightAt(section, besidePhoto(width)), Math.round((width * 3) / 4) + 192);
}

function heightAt(section: PageSectionRecord, layout: Layout): number {
  const blocks = blocksOf(section.content ?? '');
  const body = blocks.reduce((sum, block) => sum + linesOf(block, layout.body[0]) * layout.body[1], 0);
  return (
    layout.fixed +
    linesOf(section.title, layout.title[0]) * layout.title[1] +
    linesOf(section.subtitle, layout.subtitle[0]) * layout.subtitle[1] +
    body +
    blocks.length * layout.gap +
    (section.buttonText && section.buttonLink ? 72 : 0)
  );
}

/**
 * The estimated height of an admin-written section (its content box, px: `belowTheFold`'s arguments) before the browser
 * lays it out: its text's lines at the type's measure, plus the photo beside or below it. Close, not exact;
 * the browser keeps the real height once it has drawn the section.
 */
export function sectionHeight(
  type: SectionType,
  section: PageSectionRecord,
): [phone: number, desktop: number, tablet?: RangeHeight, laptop?: RangeHeight] {
  const layouts = LAYOUTS[type] ?? LAYOUTS.content;
  if (!layouts) return [600, 450];
  const phone = heightAt(section, layouts.phone);
  if (type !== 'content' || !section.imageUrl) return [phone, heightAt(section, layouts.desktop)];
  // The photo (4:3 at the column's width) under the text on a phone, beside it from md (the text in half the width,
  // which narrows with the window below 1152 px).
  return [
    phone + PHOTO_BELOW,
    besidePhotoAt(section, 1280),
    [besidePhotoAt(section, 768), besidePhotoAt(section, 1023)],
    [besidePhotoAt(section, 1024), besidePhotoAt(section, 1279)],
  ];
}
