/**
 * The attributes of a before/after comparison (BeforeAfterSection.tsx), apart so the page's script
 * (islands/behaviours/beforeAfter.ts) imports no React.
 */
export const BEFORE_AFTER_ATTRIBUTE = 'data-before-after';
/** Set by the page's script once the divider works: until then both photos show side by side. */
export const BEFORE_AFTER_READY = 'data-slider';
