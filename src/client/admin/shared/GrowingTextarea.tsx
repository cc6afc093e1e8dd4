import { Textarea, type TextareaProps } from '@chakra-ui/react';

/** Whether this browser sizes a field to its text itself (CSS `field-sizing`: Chromium 123 and later). */
const SIZES_FIELDS_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A text area at least `rows` lines high that grows with its text. Where the browser sizes fields to their text
 * itself, it does with no script; elsewhere (Safari, Firefox) Chakra's `autoresize` measures it, which forces a
 * layout of the whole page per text area as each mounts and resizes: on a tab of many text areas, a large part of
 * drawing it (docs/testing.md).
 */
export function GrowingTextarea({ rows, ...props }: TextareaProps & { rows: number }) {
  if (!SIZES_FIELDS_ITSELF) return <Textarea {...props} rows={rows} autoresize />;
  // `rows` no longer sets the height of a field sized to its text: the same height as a floor (the lines, the
  // recipe's padding of 0.5rem above and below, the border).
  return (
    <Textarea
      {...props}
      rows={rows}
      css={{ fieldSizing: 'content', minHeight: `calc(${rows}lh + 1rem + 2px)` }}
    />
  );
}
