import { visibleLength } from '../../../common/preview';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import type { SectionType } from '../../../common/section-types';

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

/** A content section's text beside its photo, in half the width. */
const BESIDE_PHOTO: Layout = { fixed: 276, title: [26, 43], subtitle: [55, 29], body: [62, 26], gap: 6 };
/** The photo under the text on a phone (358 px wide, 4:3, after a 40 px gap). */
const PHOTO_BELOW = 308;
/** The photo beside the text (524 px wide, 4:3) in the desktop frame's padding. */
const PHOTO_BESIDE = 393 + 192;

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
 * The estimated height of an admin-written section (its content box, px, phone and desktop) before the browser
 * lays it out: its text's lines at the type's measure, plus the photo beside or below it. Close, not exact;
 * the browser keeps the real height once it has drawn the section.
 */
export function sectionHeight(
  type: SectionType,
  section: PageSectionRecord,
): [phone: number, desktop: number] {
  const layouts = LAYOUTS[type] ?? LAYOUTS.content;
  if (!layouts) return [600, 450];
  const phone = heightAt(section, layouts.phone);
  if (type !== 'content' || !section.imageUrl) return [phone, heightAt(section, layouts.desktop)];
  // The photo (4:3 at the column's width) under the text on a phone, beside it from md (the text in half the width).
  return [phone + PHOTO_BELOW, Math.max(heightAt(section, BESIDE_PHOTO), PHOTO_BESIDE)];
}
